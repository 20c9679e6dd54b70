// A new password, twice: the page a reset link opens and Byt lösenord on /profile. In a session
// older than a day Auth asks for a code first (secure_password_change): it is mailed, and the
// form asks for it without losing what was typed.
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { newPasswordSchema, passwordHint } from '@shared/schemas';
import { useState } from 'react';
import * as v from 'valibot';
import { getSupabase } from '@/lib/supabase';
import { PasswordField } from '@/lib/ui/PasswordField';
import { authErrorCode, authErrorMessage } from '../authErrorMessage';

type Props = { action: string; onChanged: () => void };

export function NewPasswordForm({ action, onChanged }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(newPasswordSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    const { password } = v.parse(newPasswordSchema, values);
    setSending(true);
    const { auth } = await getSupabase();
    const nonce = codeSent ? code.trim() : undefined;
    const { error } = await auth.updateUser(nonce ? { password, nonce } : { password });
    if (authErrorCode(error) === 'reauthentication_needed') {
      const sent = await auth.reauthenticate();
      setSending(false);
      setFailure(sent.error ? authErrorMessage(sent.error) : null);
      setCodeSent(!sent.error);
      return;
    }
    setSending(false);
    setFailure(error ? authErrorMessage(error) : null);
    if (!error) {
      form.reset();
      setCodeSent(false);
      setCode('');
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
        <PasswordField
          label="Nytt lösenord"
          description={passwordHint}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordField
          label="Bekräfta nytt lösenord"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        {codeSent && (
          <>
            <Alert color="blue" title="Bekräfta med kod" role="status">
              Av säkerhetsskäl behöver bytet bekräftas. Vi har skickat en kod till din e-postadress.
            </Alert>
            <TextInput
              label="Kod från e-posten"
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
          </>
        )}
        <Button type="submit" loading={sending}>
          {action}
        </Button>
      </Stack>
    </form>
  );
}
