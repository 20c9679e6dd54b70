// /post-job: an employer asks to publish a job ad for a duration and budget. The budget names a
// product at its price per 30 days; the total for the chosen duration is shown under the two.

import { SimpleGrid, Text } from '@mantine/core';
import {
  BUDGET_LABELS,
  BUDGETS,
  budgetTotalText,
  DURATION_LABELS,
  DURATIONS,
} from '@shared/schemas';
import { postJobPage, requestFieldLabels, requestPlaceholders } from '@/content/requests';
import { ChoiceField } from './ChoiceField';
import { RequestForm } from './RequestForm';

export function PostJobRequestForm() {
  return (
    <RequestForm
      type="post-job-request"
      label="Publicera jobb"
      messagePlaceholder={requestPlaceholders.postJobMessage}
    >
      {(form) => {
        const { duration, budget } = form.getValues();
        const total = budgetTotalText(duration, budget);
        return (
          <>
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
            <Text aria-live="polite" fw={total ? 600 : undefined} size="sm">
              {total
                ? `${postJobPage.totalLabel}: ${total}`
                : postJobPage.totalPending(duration, budget)}
            </Text>
          </>
        );
      }}
    </RequestForm>
  );
}
