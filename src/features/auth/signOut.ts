import { getSupabase } from '@/lib/supabase';

/** Signs the visitor out; the auth listener then clears their personal cached data. */
export async function signOut(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut();
  if (error) console.error('Utloggning misslyckades', error);
}
