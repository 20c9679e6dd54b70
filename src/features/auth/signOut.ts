import { getSupabase } from '@/lib/supabase';

/**
 * Signs the visitor out; the auth listener then clears their personal cached data. This browser's
 * push subscription goes first, while the session may still delete it.
 */
export async function signOut(): Promise<void> {
  // Loaded here: the header's sign-out is in every page's start-up code, push is not.
  await import('@/lib/push')
    .then((push) => push.forgetThisBrowser())
    .catch((error: unknown) => console.error('Notiserna kunde inte stängas av', error));
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut();
  if (error) console.error('Utloggning misslyckades', error);
}
