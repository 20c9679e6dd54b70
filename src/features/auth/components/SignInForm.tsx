// Logga in (spec §5/§8) with e-mail and password; an unconfirmed address is told so and offered a
// new link; "Glömt lösenord?" leads to the reset by e-mail.
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { signInSchema } from '@shared/schemas';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { focusFirstInvalid } from '@/lib/ui/focusFirstInvalid';
import { authErrorCode } from '../authErrorMessage';
import { NOT_CONFIRMED } from '../authTexts';
import { type AuthRequestTexts, useAuthRequest } from '../useAuthRequest';
import { type AuthField, AuthForm } from './AuthForm';
import { ResendLinkButton } from './ResendLinkButton';

type Values = { email: string; password: string };

const SIGN_IN_TEXTS: AuthRequestTexts = {
  form: 'logga-in',
  failureTitle: 'Inloggning misslyckades',
  successTitle: 'Inloggning lyckades!',
  successMessage: 'Välkommen tillbaka',
};

const FIELDS: readonly AuthField<keyof Values>[] = [
  { name: 'email', kind: 'text', label: 'E-post', type: 'email', autoComplete: 'email' },
  { name: 'password', kind: 'password', label: 'Lösenord', autoComplete: 'current-password' },
];

/** `redirect`: where the visitor goes after signing in (checked by the /signin route). */
export function SignInForm({ redirect }: { redirect?: string | undefined }) {
  const { sending, send, captcha } = useAuthRequest(SIGN_IN_TEXTS, redirect);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(signInSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    const input = v.parse(signInSchema, values);
    const error = await send((auth, captchaToken) =>
      auth.signInWithPassword({ ...input, options: { captchaToken } }),
    );
    setUnconfirmed(authErrorCode(error) === 'email_not_confirmed' ? input.email : null);
  }, focusFirstInvalid);

  return (
    <Stack gap="md">
      {unconfirmed && (
        <Alert color="yellow" title="Bekräfta din e-postadress">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{NOT_CONFIRMED}</Text>
            <ResendLinkButton email={unconfirmed} returnPath={redirect ?? '/jobs'} />
          </Stack>
        </Alert>
      )}
      <AuthForm
        action="Logga in"
        fields={FIELDS}
        form={form}
        sending={sending}
        captcha={captcha}
        onSubmit={submit}
      />
      <Anchor component={Link} to="/forgot-password" fz="sm" ta="center">
        Glömt lösenord?
      </Anchor>
    </Stack>
  );
}
