// /resources: what the service offers doctors, how it works, and the way to the job list.
import { Button, Container, Group, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { jobSeekerResources as content } from '@/content/resources';
import { BenefitCards } from './BenefitCards';
import { HowItWorks } from './HowItWorks';
import { PageHeader } from './PageHeader';

export function ResourcesPage() {
  return (
    <>
      <PageHeader title={content.title} lead={content.lead}>
        <Group mt="xl">
          <Button component={Link} to="/jobs" size="md">
            {content.callToAction}
          </Button>
        </Group>
      </PageHeader>
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Stack gap={64}>
          <BenefitCards
            id="lakare-fordelar"
            title={content.benefitsTitle}
            benefits={content.benefits}
          />
          <HowItWorks id="sa-fungerar-det" title={content.howItWorksTitle} steps={content.steps} />
        </Stack>
      </Container>
    </>
  );
}
