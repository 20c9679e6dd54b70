// CAPTCHA on Auth's public endpoints. With a Cloudflare Turnstile site key in the build
// (VITE_TURNSTILE_SITE_KEY) and CAPTCHA turned on in Supabase Auth (Attack Protection), sign-up,
// sign-in, a reset link and a resent confirmation link carry the widget's token as `captchaToken`,
// which Auth checks with Cloudflare. Without a key no widget is shown and no token is sent.
import { Turnstile, type TurnstileInstance } from '@marsidev/react-turnstile';
import { useRef, useState } from 'react';

const SITE_KEY: string | undefined = import.meta.env.VITE_TURNSTILE_SITE_KEY || undefined;

export type Captcha = {
  /** The widget, where the form shows it; null without a site key. */
  element: React.ReactNode;
  /** Whether a request may go now: there is no CAPTCHA, or its token is in. */
  ready: boolean;
  /** The token for Auth's options. A token counts once, so the widget then fetches a new one. */
  take: () => string | undefined;
};

export function useCaptcha(): Captcha {
  const widget = useRef<TurnstileInstance>(null);
  const [token, setToken] = useState<string>();
  return {
    element: SITE_KEY ? (
      <Turnstile
        ref={widget}
        siteKey={SITE_KEY}
        options={{ language: 'sv', size: 'flexible' }}
        onSuccess={setToken}
        onExpire={() => setToken(undefined)}
        onError={() => setToken(undefined)}
      />
    ) : null,
    ready: !SITE_KEY || token !== undefined,
    take: () => {
      if (SITE_KEY) {
        setToken(undefined);
        widget.current?.reset();
      }
      return token;
    },
  };
}
