// One e-mail field and a button that asks Auth to send a link there; then says it was sent.
// Used by Glömt lösenord, by the page of an expired link and by Byt e-postadress.
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { emailOnlySchema } from '@shared/schemas';
import { useState } from 'react';
import * as v from 'valibot';
import { getSupabase } from '@/lib/supabase';
import { authErrorMessage } from '../authErrorMessage';
import { useCaptcha } from '../captcha';
import type { Auth } from '../useAuthRequest';

/**
 * A change of the account's address (Byt e-postadress), which waits until its links are followed.
 * Its notice says so from the start when a change is already waiting, stays through a failed
 * retry (the links sent still work), and the field empties once the links are sent.
 */
export type AddressChange = {
  /** The new address already waiting for its links when the form opens. */
  waitingFor: string | null;
  /** Why `email` cannot be the new address, said at the field before Auth is asked. */
  refuse: (email: string) => string | null;
  texts: FormTexts;
};

type FormTexts = { label: string; sentTitle: string; failureTitle: string };

const LINK_TEXTS: FormTexts = {
  label: 'E-post',
  sentTitle: 'Mejlet är skickat',
  failureTitle: 'Det gick inte att skicka',
};

type Props = {
  action: string;
  /**
   * Asks Auth for the link; Auth answers alike whether or not the address has an account. A
   * visitor's request carries the CAPTCHA's token (none for a signed-in address change).
   */
  request: (auth: Auth, email: string, captchaToken?: string) => Promise<{ error: Error | null }>;
  sentMessage: (email: string) => string;
  change?: AddressChange;
};

export function EmailLinkForm({ action, request, sentMessage, change }: Props) {
  const texts = change?.texts ?? LINK_TEXTS;
  const [sentTo, setSentTo] = useState<string | null>(change?.waitingFor ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const captcha = useCaptcha();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(emailOnlySchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    const { email } = v.parse(emailOnlySchema, values);
    const refusal = change?.refuse(email);
    if (refusal) {
      form.setFieldError('email', refusal);
      return;
    }
    setSending(true);
    const auth = (await getSupabase()).auth;
    const { error } = await request(auth, email, change ? undefined : captcha.take());
    setSending(false);
    setFailure(error ? authErrorMessage(error) : null);
    if (!error) {
      setSentTo(email);
      if (change) form.reset();
    } else if (!change) {
      setSentTo(null);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={action}>
      <Stack gap="sm">
        {sentTo && (
          <Alert color={change ? 'blue' : 'teal'} title={texts.sentTitle} role="status">
            {sentMessage(sentTo)}
          </Alert>
        )}
        {failure && (
          <Alert color="red" title={texts.failureTitle} role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          type="email"
          label={texts.label}
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        {!change && captcha.element}
        <Button type="submit" loading={sending} disabled={!change && !captcha.ready}>
          {action}
        </Button>
      </Stack>
    </form>
  );
}
