// /post-job: an employer asks to publish a job ad for a duration and budget.

import { SimpleGrid } from '@mantine/core';
import { BUDGET_LABELS, BUDGETS, DURATION_LABELS, DURATIONS } from '@shared/schemas';
import { requestFieldLabels, requestPlaceholders } from '@/content/requests';
import { ChoiceField } from './ChoiceField';
import { RequestForm } from './RequestForm';

export function PostJobRequestForm() {
  return (
    <RequestForm
      type="post-job-request"
      label="Publicera jobb"
      messagePlaceholder={requestPlaceholders.postJobMessage}
    >
      {(form) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ChoiceField
            label={requestFieldLabels.duration}
            options={DURATIONS}
            labels={DURATION_LABELS}
            {...form.getInputProps('duration')}
          />
          <ChoiceField
            label={requestFieldLabels.budget}
            options={BUDGETS}
            labels={BUDGET_LABELS}
            {...form.getInputProps('budget')}
          />
        </SimpleGrid>
      )}
    </RequestForm>
  );
}
