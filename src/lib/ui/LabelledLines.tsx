// "Label: value" lines, e.g. the professional profile's summary (professionalSummaryLines), as the
// apply dialog, the admin's application view and the employer's page show it.
import { Text } from '@mantine/core';

type Props = {
  lines: { label: string; value: string }[];
  fz?: 'sm' | 'md';
  /** Lines with this label are cut after three lines (a long summary in a dialog). */
  clampLabel?: string;
};

export function LabelledLines({ lines, fz = 'md', clampLabel }: Props) {
  return lines.map((line) => (
    <Text key={line.label} fz={fz} lineClamp={line.label === clampLabel ? 3 : undefined}>
      <Text span fw={600} fz={fz}>
        {line.label}:
      </Text>{' '}
      {line.value}
    </Text>
  ));
}
