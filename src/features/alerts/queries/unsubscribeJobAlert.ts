// Turns a Bevakning's e-mail off from the link in its digest, without sign-in: the alert's secret
// token is the permission. The job-alert-unsubscribe function's POST, as the mail client's
// one-click sends it; the link's GET only leads to the confirmation page that calls this.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';

/** 'off' when the alert sends no more e-mail (now or already); 'unknown' when no alert has the token. */
export type UnsubscribeResult = 'off' | 'unknown';

/** Throws when the server could not be reached or failed: the doctor may try again. */
export async function unsubscribeJobAlert(token: string): Promise<UnsubscribeResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.functions.invoke(
    `job-alert-unsubscribe?token=${encodeURIComponent(token)}`,
    { method: 'POST' },
  );
  if (!error) return 'off';
  const response = (error as { context?: unknown }).context;
  if (response instanceof Response && response.status === 404) return 'unknown';
  throw error;
}

export function useUnsubscribeJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['jobAlerts', 'unsubscribe'],
    mutationFn: unsubscribeJobAlert,
    // Offline it fails at once with its message, rather than waiting unseen for the network.
    networkMode: 'always',
    // A signed-in doctor's list on Bevakningar shows the alert's new frequency.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobAlerts'] }),
  });
}
