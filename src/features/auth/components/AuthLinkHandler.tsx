// What happens when the app opens from a link in an auth e-mail. Auth redirects back with the
// outcome in the URL fragment: a session (supabase-js's detectSessionInUrl signs in with it), a
// message (the first of two e-mail-change links), or an error such as otp_expired (an old or used
// link), which gets the page /link-expired with a way to a new link.
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getSupabase } from '@/lib/supabase';
import { LINK_LANDINGS, type LinkKind } from '../links';

// Read at start-up, before supabase-js clears the fragment it consumes.
let pending: URLSearchParams | null =
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.hash.slice(1));

function kindOf(pathname: string): LinkKind {
  if (pathname === LINK_LANDINGS.recovery) return 'recovery';
  if (pathname === LINK_LANDINGS.email_change) return 'email_change';
  return 'signup';
}

function clearFragment(): void {
  window.history.replaceState(
    window.history.state,
    '',
    window.location.pathname + window.location.search,
  );
}

const SIGNED_IN_BY_LINK: Record<string, { title: string; message: string }> = {
  signup: { title: 'E-postadressen är bekräftad', message: 'Du är inloggad. Välkommen!' },
  email_change: {
    title: 'E-postadressen är bytt',
    message: 'Logga in med den nya adressen från och med nu.',
  },
};

export function AuthLinkHandler() {
  const navigate = useNavigate();
  useEffect(() => {
    const params = pending;
    pending = null;
    if (!params) return;
    const kind = kindOf(window.location.pathname);
    const expired = () => navigate({ to: '/link-expired', search: { for: kind }, replace: true });
    if (params.has('error_code') || params.has('error')) {
      clearFragment();
      void expired();
    } else if (params.has('message')) {
      clearFragment();
      notifications.show({
        title: 'Den ena länken är bekräftad',
        message:
          'Öppna också länken vi skickade till din andra e-postadress. Adressen byts när båda är bekräftade.',
        color: 'blue',
        autoClose: false,
      });
    } else if (params.has('access_token')) {
      // supabase-js takes the session from the URL while it initialises.
      void getSupabase()
        .then((supabase) => supabase.auth.initialize())
        .then(({ error }) => {
          // supabase-js leaves a bare '#' behind.
          clearFragment();
          const done = SIGNED_IN_BY_LINK[params.get('type') ?? ''];
          if (error) void expired();
          else if (done) notifications.show({ ...done, color: 'teal' });
        });
    }
  }, [navigate]);
  return null;
}
