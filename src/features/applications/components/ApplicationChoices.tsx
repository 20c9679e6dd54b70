// In the apply sheet: what the doctor's professional profile lacks of the ad's
// requirements, said again before sending, and which of a locum ad's periods they can take.
import { Alert, Checkbox, List, Stack } from '@mantine/core';
import { periodKey } from '@shared/schemas';
import { type JobPeriod, periodText } from '@shared/search';

export function ProfileGaps({ gaps }: { gaps: readonly string[] }) {
  if (gaps.length === 0) return null;
  return (
    <Alert color="yellow" title="Din profil uppfyller inte alla krav">
      <List spacing={4} fz="sm">
        {gaps.map((gap) => (
          <List.Item key={gap}>{gap}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

type PeriodChoiceProps = {
  periods: readonly JobPeriod[];
  value: JobPeriod[];
  onChange: (chosen: JobPeriod[]) => void;
  error: React.ReactNode;
  /** @mantine/form's path on the first box, so that focusFirstInvalid finds the group. */
  dataPath: string;
};

/** Only for an ad with several periods: with one, that is the period applied for. */
export function PeriodChoice({ periods, value, onChange, error, dataPath }: PeriodChoiceProps) {
  if (periods.length < 2) return null;
  return (
    <Checkbox.Group
      label="Vilka perioder kan du ta?"
      description="Välj minst en."
      withAsterisk
      error={error}
      value={value.map(periodKey)}
      onChange={(keys) => onChange(periods.filter((period) => keys.includes(periodKey(period))))}
    >
      <Stack gap="xs" mt="xs">
        {periods.map((period, index) => (
          <Checkbox
            key={periodKey(period)}
            value={periodKey(period)}
            label={`Period ${index + 1}: ${periodText(period)}`}
            data-path={index === 0 ? dataPath : undefined}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
