// Renames a Bevakning, changes how often it e-mails, or turns its push notices on or off.

import type { JobAlertInput } from '@shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';

type UpdateInput = {
  userId: string;
  id: string;
  changes: Partial<JobAlertInput> & { push?: boolean };
};

export async function updateJobAlert({ id, changes }: UpdateInput): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('job_alerts')
    .update(changes)
    .eq('id', id)
    .select('id')
    .single();
  if (error) throw error;
}

export function useUpdateJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobAlert,
    onSuccess: (_done, { userId }) =>
      queryClient.invalidateQueries({ queryKey: ['jobAlerts', userId] }),
  });
}
