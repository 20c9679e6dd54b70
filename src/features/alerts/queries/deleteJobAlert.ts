// Deletes a Bevakning (its record of sent jobs goes with it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';

type DeleteInput = { userId: string; id: string };

export async function deleteJobAlert({ id }: DeleteInput): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('job_alerts').delete().eq('id', id);
  if (error) throw error;
}

export function useDeleteJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobAlert,
    onSuccess: (_done, { userId }) =>
      queryClient.invalidateQueries({ queryKey: ['jobAlerts', userId] }),
  });
}
