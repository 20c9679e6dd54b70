// "Skicka länken igen": a new confirmation link to the address (Auth waits a minute between two).
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { getSupabase } from '@/lib/supabase';
import { authErrorMessage } from '../authErrorMessage';
import { RESEND_LINK } from '../authTexts';
import { appUrl } from '../links';

type Props = { email: string; returnPath: string };

export function ResendLinkButton({ email, returnPath }: Props) {
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    const supabase = await getSupabase();
    const { error } = await supabase.auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: appUrl(returnPath) },
    });
    setSending(false);
    notifications.show(
      error
        ? { title: 'Länken kunde inte skickas', message: authErrorMessage(error), color: 'red' }
        : { title: 'Länken är skickad', message: `Kolla din inkorg för ${email}.`, color: 'teal' },
    );
  };
  return (
    <Button variant="light" size="xs" onClick={resend} loading={sending}>
      {RESEND_LINK}
    </Button>
  );
}
