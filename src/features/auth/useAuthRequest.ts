// What Logga in and Skapa konto do on submit: ask Supabase Auth, say how it went in a toast, and
// on success go to /jobs, or back to the job the visitor came from.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { getSupabase } from '@/lib/supabase';
import { showFormToast } from '@/lib/ui/formToast';
import { authErrorMessage } from './authErrorMessage';
import { useCaptcha } from './captcha';

export type Auth = Awaited<ReturnType<typeof getSupabase>>['auth'];

export type AuthRequestTexts = {
  /** The form's toasts replace each other (showFormToast). */
  form: string;
  failureTitle: string;
  successTitle: string;
  successMessage: string;
};

/** `redirect`: an in-app path checked by isInternalPath (the /signin route does). */
export function useAuthRequest(texts: AuthRequestTexts, redirect = '/jobs') {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const captcha = useCaptcha();

  /** The error Auth answered with, after its toast; null once signed in and navigated. */
  const send = async <Result extends { error: Error | null }>(
    request: (auth: Auth, captchaToken: string | undefined) => Promise<Result>,
    afterNavigation?: (result: Result) => void,
  ): Promise<Error | null> => {
    setSending(true);
    const supabase = await getSupabase();
    const result = await request(supabase.auth, captcha.take());
    const { error } = result;
    setSending(false);
    if (error) {
      showFormToast(texts.form, {
        title: texts.failureTitle,
        message: authErrorMessage(error),
        color: 'red',
      });
      return error;
    }
    showFormToast(texts.form, {
      title: texts.successTitle,
      message: texts.successMessage,
      color: 'teal',
    });
    await navigate({ href: redirect });
    afterNavigation?.(result);
    return null;
  };

  return { sending, send, captcha };
}
