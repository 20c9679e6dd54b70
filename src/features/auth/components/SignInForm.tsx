// Logga in (spec §5/§8) with e-mail and password.
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { signInSchema } from '@shared/schemas';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { getSupabase } from '@/lib/supabase';
import { authErrorMessage } from '../authErrorMessage';

export function SignInForm() {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(signInSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    const input = v.parse(signInSchema, values);
    setSending(true);
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signInWithPassword(input);
    setSending(false);
    if (error) {
      notifications.show({
        title: 'Inloggning misslyckades',
        message: authErrorMessage(error),
        color: 'red',
      });
      return;
    }
    notifications.show({
      title: 'Inloggning lyckades!',
      message: 'Välkommen tillbaka',
      color: 'teal',
    });
    await navigate({ to: '/jobs' });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Logga in">
      <Stack gap="sm">
        <TextInput
          label="E-post"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Lösenord"
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" disabled={sending} mt="xs">
          {sending ? 'Skickar...' : 'Logga in'}
        </Button>
      </Stack>
    </form>
  );
}
