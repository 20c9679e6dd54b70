// What happens when the app opens from a link in an auth e-mail (authRedirect.ts): a session or
// a PKCE code signs in and says so, a message asks for the second e-mail-change link, and an
// error (an old or used link) gives /link-expired with a way to a new link.
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getSupabase } from '@/lib/supabase';
import {
  type AuthRedirect,
  completeAuthRedirect,
  readAuthRedirect,
  withoutAuthRedirect,
} from '../authRedirect';
import { LINK_LANDINGS, type LinkKind } from '../links';

/**
 * Read when this module is evaluated, before the router is created and can rewrite the URL; the
 * tokens leave the address bar (and the history) at once.
 */
let pending: { redirect: AuthRedirect; kind: LinkKind } | null = null;
if (typeof window !== 'undefined') {
  const url = new URL(window.location.href);
  const redirect = readAuthRedirect(url);
  if (redirect) {
    pending = { redirect, kind: kindOf(url.pathname) };
    window.history.replaceState(window.history.state, '', withoutAuthRedirect(url));
  }
}

function kindOf(pathname: string): LinkKind {
  if (pathname === LINK_LANDINGS.recovery) return 'recovery';
  if (pathname === LINK_LANDINGS.email_change) return 'email_change';
  return 'signup';
}

const SIGNED_IN_BY_LINK: Partial<Record<LinkKind, { title: string; message: string }>> = {
  signup: { title: 'E-postadressen är bekräftad', message: 'Du är inloggad. Välkommen!' },
  email_change: {
    title: 'E-postadressen är bytt',
    message: 'Logga in med den nya adressen från och med nu.',
  },
};

export function AuthLinkHandler() {
  const navigate = useNavigate();
  useEffect(() => {
    const landing = pending;
    pending = null;
    if (!landing) return;
    const { redirect, kind } = landing;
    const expired = () => navigate({ to: '/link-expired', search: { for: kind }, replace: true });
    if (redirect.kind === 'error') {
      void expired();
    } else if (redirect.kind === 'message') {
      notifications.show({
        title: 'Den ena länken är bekräftad',
        message:
          'Öppna också länken vi skickade till din andra e-postadress. Adressen byts när båda är bekräftade.',
        color: 'blue',
        autoClose: false,
      });
    } else {
      // The implicit flow's fragment says which link it was; the PKCE flow's code does not.
      const linkKind =
        redirect.kind === 'session' && redirect.type === 'email_change' ? 'email_change' : kind;
      void getSupabase()
        .then((supabase) => completeAuthRedirect(supabase, redirect))
        .then(({ error }) => {
          const done = SIGNED_IN_BY_LINK[linkKind];
          if (error) void expired();
          else if (done) notifications.show({ ...done, color: 'teal' });
        });
    }
  }, [navigate]);
  return null;
}
