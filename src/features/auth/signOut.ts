import { forgetThisBrowser } from '@/lib/push';
import { getSupabase } from '@/lib/supabase';

/**
 * Signs the visitor out; the auth listener then clears their personal cached data. This browser's
 * push subscription goes first, while the session may still delete it.
 */
export async function signOut(): Promise<void> {
  await forgetThisBrowser().catch((error: unknown) =>
    console.error('Notiserna kunde inte stängas av', error),
  );
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut();
  if (error) console.error('Utloggning misslyckades', error);
}
