// Byt e-postadress on /profile: the new address is used once the e-mailed links confirm it.
import { Alert, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { emailOnlySchema } from '@shared/schemas';
import { useState } from 'react';
import * as v from 'valibot';
import { getSupabase } from '@/lib/supabase';
import { authErrorMessage } from '../authErrorMessage';
import { appUrl, LINK_LANDINGS } from '../links';
import { useVisitor } from '../useVisitor';

const pendingMessage = (current: string, next: string) =>
  `Vi har skickat en bekräftelselänk till ${next} och till ${current}. Adressen byts när du har öppnat båda länkarna.`;

export function ChangeEmailCard() {
  const { user } = useVisitor();
  const current = user?.email ?? '';
  const [pending, setPending] = useState<string | null>(user?.new_email ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(emailOnlySchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    const { email } = v.parse(emailOnlySchema, values);
    if (email.toLowerCase() === current.toLowerCase()) {
      form.setFieldError('email', 'Det är redan din e-postadress');
      return;
    }
    setSending(true);
    const { error } = await (await getSupabase()).auth.updateUser(
      { email },
      { emailRedirectTo: appUrl(LINK_LANDINGS.email_change) },
    );
    setSending(false);
    setFailure(error ? authErrorMessage(error) : null);
    if (!error) {
      setPending(email);
      form.reset();
    }
  });

  if (!user) return null;
  return (
    <Card withBorder padding="lg" shadow="sm">
      <Title order={2} fz="h3" mb="xs">
        Byt e-postadress
      </Title>
      <Text fz="sm" c="gray.7" mb="sm">
        Nuvarande adress: {current}
      </Text>
      <form onSubmit={submit} noValidate aria-label="Byt e-postadress">
        <Stack gap="sm">
          {pending && (
            <Alert color="blue" title="Väntar på bekräftelse" role="status">
              {pendingMessage(current, pending)}
            </Alert>
          )}
          {failure && (
            <Alert color="red" title="E-postadressen kunde inte bytas" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            type="email"
            label="Ny e-postadress"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={sending}>
            Byt e-postadress
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
