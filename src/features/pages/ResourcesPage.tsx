// /resources: what the service offers doctors, how it works, and the way to the job list.
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { jobSeekerResources as content } from '@/content/resources';
import { BenefitCards } from './BenefitCards';
import { NumberedSteps } from './NumberedSteps';
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
          <section aria-labelledby="sa-fungerar-det">
            <Title id="sa-fungerar-det" order={2} mb="lg">
              {content.howItWorksTitle}
            </Title>
            <NumberedSteps steps={content.steps} />
          </section>
        </Stack>
      </Container>
    </>
  );
}
