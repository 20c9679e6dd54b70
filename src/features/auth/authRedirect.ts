// What an auth e-mail's link brings back to the app, and turning it into a session. Auth
// redirects with the outcome in the URL: a session in the fragment (implicit flow), a `?code=` to
// exchange (PKCE flow), a message (the first of two e-mail-change links) or an error such as
// otp_expired. supabase-js's own detectSessionInUrl reads the URL when the client is created,
// which here is after the router has started and may already have rewritten the URL:
// so the app reads it once at start-up, takes the secrets out of the address bar at once, and
// hands them to supabase-js itself.
import type { SupabaseClient } from '@supabase/supabase-js';

export type AuthRedirect =
  | { kind: 'session'; accessToken: string; refreshToken: string; type: string | null }
  | { kind: 'code'; code: string }
  | { kind: 'message' }
  | { kind: 'error' };

/** The auth outcome in `url`, or null when the URL is not an auth redirect. */
export function readAuthRedirect(url: URL): AuthRedirect | null {
  const fragment = new URLSearchParams(url.hash.slice(1));
  // Errors come in the fragment (implicit flow) or the query (PKCE flow).
  if (['error', 'error_code'].some((key) => fragment.has(key) || url.searchParams.has(key))) {
    return { kind: 'error' };
  }
  const accessToken = fragment.get('access_token');
  const refreshToken = fragment.get('refresh_token');
  if (accessToken && refreshToken) {
    return { kind: 'session', accessToken, refreshToken, type: fragment.get('type') };
  }
  if (fragment.has('message')) return { kind: 'message' };
  const code = url.searchParams.get('code');
  if (code) return { kind: 'code', code };
  return null;
}

const AUTH_QUERY_KEYS = ['code', 'error', 'error_code', 'error_description'];

/** `url` without what Auth added: the fragment and the PKCE flow's query parameters. */
export function withoutAuthRedirect(url: URL): string {
  const query = new URLSearchParams(url.search);
  for (const key of AUTH_QUERY_KEYS) query.delete(key);
  const search = query.toString();
  return url.pathname + (search ? `?${search}` : '');
}

/** Signs in with what the link brought; `error` is set when the link gave no session. */
export async function completeAuthRedirect(
  client: Pick<SupabaseClient, 'auth'>,
  redirect: Extract<AuthRedirect, { kind: 'session' | 'code' }>,
): Promise<{ error: Error | null }> {
  const { error } =
    redirect.kind === 'session'
      ? await client.auth.setSession({
          access_token: redirect.accessToken,
          refresh_token: redirect.refreshToken,
        })
      : await client.auth.exchangeCodeForSession(redirect.code);
  return { error };
}
