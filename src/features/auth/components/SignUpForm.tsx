// Skapa konto (spec §5/§8): a job seeker registers with name, e-mail, phone, profession, password.
import { Button, NativeSelect, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  PROFESSION_LABELS,
  PROFESSIONS,
  passwordMismatchMessage,
  signUpSchema,
} from '@shared/schemas';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { getSupabase } from '@/lib/supabase';
import { authErrorMessage } from '../authErrorMessage';

const PROFESSION_OPTIONS = [
  { value: '', label: 'Välj yrke', disabled: true },
  ...PROFESSIONS.map((profession) => ({ value: profession, label: PROFESSION_LABELS[profession] })),
];

export function SignUpForm() {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      fullName: '',
      email: '',
      phone: '',
      profession: '',
      password: '',
      confirmPassword: '',
    },
    validate: schemaResolver(signUpSchema, { sync: true }),
  });

  const onInvalid = (errors: typeof form.errors) => {
    if (errors.confirmPassword === passwordMismatchMessage) {
      notifications.show({ title: 'Fel', message: passwordMismatchMessage, color: 'red' });
    }
  };

  const submit = form.onSubmit(async (values) => {
    const input = v.parse(signUpSchema, values);
    setSending(true);
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signUp({
      email: input.email,
      password: input.password,
      options: {
        emailRedirectTo: `${window.location.origin}/jobs`,
        data: {
          full_name: input.fullName,
          phone: input.phone,
          profession: input.profession,
          user_type: 'job_seeker',
        },
      },
    });
    setSending(false);
    if (error) {
      notifications.show({
        title: 'Registrering misslyckades',
        message: authErrorMessage(error),
        color: 'red',
      });
      return;
    }
    notifications.show({
      title: 'Konto skapat!',
      message: 'Du kan nu börja söka jobb',
      color: 'teal',
    });
    await navigate({ to: '/jobs' });
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate aria-label="Skapa konto">
      <Stack gap="sm">
        <TextInput
          label="Fullständigt namn"
          autoComplete="name"
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label="E-post"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Telefon"
          description="Valfritt"
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <NativeSelect
          label="Yrke"
          data={PROFESSION_OPTIONS}
          {...form.getInputProps('profession')}
        />
        <PasswordInput
          label="Lösenord"
          description="Minst 6 tecken"
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Bekräfta lösenord"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" disabled={sending} mt="xs">
          {sending ? 'Skickar...' : 'Skapa konto'}
        </Button>
      </Stack>
    </form>
  );
}
