// Logga in (spec §5/§8) with e-mail and password.
import { schemaResolver, useForm } from '@mantine/form';
import { signInSchema } from '@shared/schemas';
import * as v from 'valibot';
import { type AuthRequestTexts, useAuthRequest } from '../useAuthRequest';
import { type AuthField, AuthForm } from './AuthForm';

type Values = { email: string; password: string };

const SIGN_IN_TEXTS: AuthRequestTexts = {
  failureTitle: 'Inloggning misslyckades',
  successTitle: 'Inloggning lyckades!',
  successMessage: 'Välkommen tillbaka',
};

const FIELDS: readonly AuthField<keyof Values>[] = [
  { name: 'email', kind: 'text', label: 'E-post', type: 'email', autoComplete: 'email' },
  { name: 'password', kind: 'password', label: 'Lösenord', autoComplete: 'current-password' },
];

export function SignInForm() {
  const { sending, send } = useAuthRequest(SIGN_IN_TEXTS);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(signInSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    const input = v.parse(signInSchema, values);
    return send((auth) => auth.signInWithPassword(input));
  });

  return (
    <AuthForm action="Logga in" fields={FIELDS} form={form} sending={sending} onSubmit={submit} />
  );
}
