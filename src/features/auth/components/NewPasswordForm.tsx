// A new password, twice: the page a reset link opens and Byt lösenord on /profile.
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { newPasswordSchema, passwordHint } from '@shared/schemas';
import { useState } from 'react';
import * as v from 'valibot';
import { getSupabase } from '@/lib/supabase';
import { authErrorMessage } from '../authErrorMessage';

type Props = { action: string; onChanged: () => void };

export function NewPasswordForm({ action, onChanged }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(newPasswordSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    const { password } = v.parse(newPasswordSchema, values);
    setSending(true);
    const { error } = await (await getSupabase()).auth.updateUser({ password });
    setSending(false);
    setFailure(error ? authErrorMessage(error) : null);
    if (!error) {
      form.reset();
      onChanged();
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={action}>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" title="Lösenordet kunde inte ändras" role="alert">
            {failure}
          </Alert>
        )}
        <PasswordInput
          label="Nytt lösenord"
          description={passwordHint}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Bekräfta nytt lösenord"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={sending}>
          {action}
        </Button>
      </Stack>
    </form>
  );
}
