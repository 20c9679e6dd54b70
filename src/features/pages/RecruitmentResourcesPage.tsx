// /recruitment-resources: why employers recruit through the service, with the ways to start.
import { Button, Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { recruitmentResources as content } from '@/content/resources';
import { BenefitCards } from './BenefitCards';
import { PageHeader } from './PageHeader';

export function RecruitmentResourcesPage() {
  return (
    <>
      <PageHeader title={content.title} lead={content.lead}>
        <Group mt="xl">
          <Button component={Link} to="/contact-doctor" size="md">
            {content.contactDoctorCallToAction}
          </Button>
          <Button component={Link} to="/pricing" size="md" variant="outline">
            {content.pricingCallToAction}
          </Button>
        </Group>
      </PageHeader>
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <BenefitCards
          id="arbetsgivare-fordelar"
          title={content.benefitsTitle}
          benefits={content.benefits}
        />
      </Container>
    </>
  );
}
