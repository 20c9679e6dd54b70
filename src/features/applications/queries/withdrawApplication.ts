// Withdrawing an application: the only change an applicant may make (RLS + a trigger refuse any
// other status and anyone else's row).
import { WITHDRAWN } from '@shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';

export async function withdrawApplication(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('job_applications')
    .update({ status: WITHDRAWN })
    .eq('id', id)
    .select('id')
    .single();
  if (error) throw error;
}

export function useWithdrawApplication(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['applications', 'withdraw'],
    mutationFn: withdrawApplication,
    // Offline the request fails at once with a message, instead of a button that hangs.
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['applications', userId] }),
  });
}
