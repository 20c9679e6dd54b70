// "Skicka länken igen": a new confirmation link to the address (Auth waits a minute between two).
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { getSupabase } from '@/lib/supabase';
import { authErrorMessage } from '../authErrorMessage';
import { RESEND_LINK } from '../authTexts';
import { useCaptcha } from '../captcha';
import { appUrl } from '../links';

type Props = { email: string; returnPath: string };

export function ResendLinkButton({ email, returnPath }: Props) {
  const [sending, setSending] = useState(false);
  const captcha = useCaptcha();
  const resend = async () => {
    setSending(true);
    const supabase = await getSupabase();
    const { error } = await supabase.auth.resend({
      type: 'signup',
      email,
      options: { captchaToken: captcha.take(), emailRedirectTo: appUrl(returnPath) },
    });
    setSending(false);
    notifications.show(
      error
        ? { title: 'Länken kunde inte skickas', message: authErrorMessage(error), color: 'red' }
        : { title: 'Länken är skickad', message: `Kolla din inkorg för ${email}.`, color: 'teal' },
    );
  };
  return (
    <>
      {captcha.element}
      <Button
        variant="light"
        size="xs"
        onClick={resend}
        loading={sending}
        disabled={!captcha.ready}
      >
        {RESEND_LINK}
      </Button>
    </>
  );
}
