// "Radera mitt konto": the delete-account function checks the password and deletes the user with
// every personal row; then the device forgets the user's data and signs out.
import { useMutation } from '@tanstack/react-query';
import { importAfterDexie } from '@/lib/offline/importAfterDexie';
import { getSupabase } from '@/lib/supabase';

export class DeleteAccountError extends Error {
  constructor(
    message: string,
    /** The message belongs under the password field (a wrong or missing password). */
    readonly passwordField: boolean,
  ) {
    super(message);
    this.name = 'DeleteAccountError';
  }
}

async function refusal(error: unknown): Promise<DeleteAccountError> {
  const context = (error as { context?: unknown }).context;
  if (!(context instanceof Response)) {
    return new DeleteAccountError(
      'Ingen anslutning till servern. Försök igen när du är online.',
      false,
    );
  }
  const body = (await context.json().catch(() => ({}))) as { error?: string; fields?: unknown };
  const message = body.error ?? 'Kontot kunde inte raderas. Försök igen senare.';
  return new DeleteAccountError(message, context.status === 403 || context.status === 400);
}

export async function deleteAccount({ userId, password }: { userId: string; password: string }) {
  const supabase = await getSupabase();
  const { error } = await supabase.functions.invoke('delete-account', { body: { password } });
  if (error) throw await refusal(error);
  // The account is gone on the server: forget what the device holds of it, then sign out (the
  // auth listeners drop the user's cached queries and saved jobs on SIGNED_OUT).
  const { forgetQueuedApplications } = await importAfterDexie(() => import('@/lib/offline/sync'));
  await forgetQueuedApplications(userId);
  await supabase.auth.signOut({ scope: 'local' });
}

export function useDeleteAccount() {
  return useMutation({
    mutationKey: ['account', 'delete'],
    mutationFn: deleteAccount,
    networkMode: 'always',
  });
}
