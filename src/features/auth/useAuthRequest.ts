// What Logga in and Skapa konto do on submit: ask Supabase Auth, say how it went in a toast, and
// on success go to /jobs.
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { getSupabase } from '@/lib/supabase';
import { authErrorMessage } from './authErrorMessage';

type Auth = Awaited<ReturnType<typeof getSupabase>>['auth'];

export type AuthRequestTexts = {
  failureTitle: string;
  successTitle: string;
  successMessage: string;
};

export function useAuthRequest(texts: AuthRequestTexts) {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);

  const send = async (request: (auth: Auth) => Promise<{ error: Error | null }>) => {
    setSending(true);
    const supabase = await getSupabase();
    const { error } = await request(supabase.auth);
    setSending(false);
    if (error) {
      notifications.show({
        title: texts.failureTitle,
        message: authErrorMessage(error),
        color: 'red',
      });
      return;
    }
    notifications.show({ title: texts.successTitle, message: texts.successMessage, color: 'teal' });
    await navigate({ to: '/jobs' });
  };

  return { sending, send };
}
