// The shared shape of the Logga in and Skapa konto forms: labelled fields bound to a Mantine form,
// the CAPTCHA when the build has one, then one submit button that says Skickar... while the
// request runs.
import { Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { FormEventHandler } from 'react';
import { PasswordField } from '@/lib/ui/PasswordField';
import type { Captcha } from '../captcha';

type Option = { value: string; label: string; disabled?: boolean };

export type AuthField<Name extends string> = {
  name: Name;
  label: string;
  description?: string;
  autoComplete?: string;
} & (
  | { kind: 'text'; type?: 'email' | 'tel' }
  | { kind: 'password' }
  | { kind: 'select'; options: readonly Option[] }
);

/** The part of a Mantine form (useForm) the fields are bound through. */
type BoundForm<Name extends string> = {
  getInputProps: (name: Name) => GetInputPropsReturnType;
};

function AuthInput<Name extends string>({
  field,
  form,
}: {
  field: AuthField<Name>;
  form: BoundForm<Name>;
}) {
  const common = {
    label: field.label,
    description: field.description,
    autoComplete: field.autoComplete,
    ...form.getInputProps(field.name),
  };
  if (field.kind === 'password') return <PasswordField {...common} />;
  if (field.kind === 'select') return <NativeSelect data={field.options} {...common} />;
  return <TextInput type={field.type} {...common} />;
}

type AuthFormProps<Name extends string> = {
  /** Names the form (its accessible name) and its submit button. */
  action: string;
  fields: readonly AuthField<Name>[];
  form: BoundForm<Name>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  sending: boolean;
  captcha: Captcha;
};

export function AuthForm<Name extends string>({
  action,
  fields,
  form,
  onSubmit,
  sending,
  captcha,
}: AuthFormProps<Name>) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={action}>
      <Stack gap="sm">
        {fields.map((field) => (
          <AuthInput key={field.name} field={field} form={form} />
        ))}
        {captcha.element}
        <Button type="submit" disabled={sending || !captcha.ready} mt="xs">
          {sending ? 'Skickar...' : action}
        </Button>
      </Stack>
    </form>
  );
}
