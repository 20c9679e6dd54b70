// A native select over one of the shared enumerations: shows the Swedish labels, sends the values.
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { requestPlaceholders } from '@/content/requests';

interface ChoiceFieldProps<Value extends string> extends Omit<NativeSelectProps, 'data'> {
  options: readonly Value[];
  labels: Record<Value, string>;
}

export function ChoiceField<Value extends string>({
  options,
  labels,
  ...props
}: ChoiceFieldProps<Value>) {
  return (
    <NativeSelect
      data={[
        { value: '', label: `${requestPlaceholders.choose}…`, disabled: true },
        ...options.map((value) => ({ value, label: labels[value] })),
      ]}
      {...props}
    />
  );
}
