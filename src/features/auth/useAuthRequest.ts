// What Logga in and Skapa konto do on submit: ask Supabase Auth, say how it went in a toast, and
// on success go back to the job the visitor came from, or else an admin to /admin and anyone else
// to /jobs.
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { getSupabase } from '@/lib/supabase';
import { showFormToast } from '@/lib/ui/formToast';
import { authErrorMessage } from './authErrorMessage';
import { useCaptcha } from './captcha';
import { adminRoleQueryOptions } from './queries/adminRole';

export type Auth = Awaited<ReturnType<typeof getSupabase>>['auth'];

export type AuthRequestTexts = {
  /** The form's toasts replace each other (showFormToast). */
  form: string;
  failureTitle: string;
  successTitle: string;
  successMessage: string;
};

type AuthResult = { error: Error | null; data?: { user?: { id: string } | null } };

/** `redirect`: an in-app path checked by isInternalPath (the /signin route does). */
export function useAuthRequest(texts: AuthRequestTexts, redirect?: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const landing = async (userId: string | undefined) =>
    redirect ??
    ((await queryClient.fetchQuery(adminRoleQueryOptions(userId)).catch(() => false))
      ? '/admin'
      : '/jobs');
  const [sending, setSending] = useState(false);
  const captcha = useCaptcha();

  /**
   * The error Auth answered with, after its toast; null once signed in and navigated.
   * `announce`: whether the success toast is true of this result (a new account still to be
   * confirmed is told so on the page instead, LinkSentNotice).
   */
  const send = async <Result extends AuthResult>(
    request: (auth: Auth, captchaToken: string | undefined) => Promise<Result>,
    after: {
      navigated?: (result: Result) => void;
      announce?: (result: Result) => boolean;
    } = {},
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
    if (after.announce?.(result) ?? true) {
      showFormToast(texts.form, {
        title: texts.successTitle,
        message: texts.successMessage,
        color: 'teal',
      });
    } else {
      // An error toast from an earlier try must not stay beside the news.
      notifications.hide(texts.form);
    }
    await navigate({ href: await landing(result.data?.user?.id) });
    after.navigated?.(result);
    return null;
  };

  return { sending, send, captcha };
}
