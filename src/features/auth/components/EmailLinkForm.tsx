// One e-mail field and a button that asks Auth to send a link there; then says it was sent.
// Used by Glömt lösenord and by the page of an expired link.
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { emailOnlySchema } from '@shared/schemas';
import { useState } from 'react';
import * as v from 'valibot';
import { getSupabase } from '@/lib/supabase';
import { authErrorMessage } from '../authErrorMessage';
import type { Auth } from '../useAuthRequest';

type Props = {
  action: string;
  /** Asks Auth for the link; Auth answers alike whether or not the address has an account. */
  request: (auth: Auth, email: string) => Promise<{ error: Error | null }>;
  sentMessage: (email: string) => string;
};

export function EmailLinkForm({ action, request, sentMessage }: Props) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(emailOnlySchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    const { email } = v.parse(emailOnlySchema, values);
    setSending(true);
    const { error } = await request((await getSupabase()).auth, email);
    setSending(false);
    setFailure(error ? authErrorMessage(error) : null);
    setSentTo(error ? null : email);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={action}>
      <Stack gap="sm">
        {sentTo && (
          <Alert color="teal" title="Mejlet är skickat" role="status">
            {sentMessage(sentTo)}
          </Alert>
        )}
        {failure && (
          <Alert color="red" title="Det gick inte att skicka" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          type="email"
          label="E-post"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={sending}>
          {action}
        </Button>
      </Stack>
    </form>
  );
}
