// /resources: what the service offers doctors, how it works, and the way to the job list.
import { Title } from '@mantine/core';
import { jobSeekerResources as content } from '@/content/resources';
import { NumberedSteps } from './NumberedSteps';
import { ResourcesLayout } from './ResourcesLayout';

export function ResourcesPage() {
  return (
    <ResourcesLayout
      content={content}
      benefitsId="lakare-fordelar"
      actions={[{ to: '/jobs', label: content.callToAction }]}
    >
      <section aria-labelledby="sa-fungerar-det">
        <Title id="sa-fungerar-det" order={2} mb="lg">
          {content.howItWorksTitle}
        </Title>
        <NumberedSteps steps={content.steps} />
      </section>
    </ResourcesLayout>
  );
}
