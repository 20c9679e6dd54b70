// "Synlig för rekryterare": a column of the doctor's own professional_profiles row, which only
// the owner may change (RLS and a column grant). Off, the candidate search no longer finds them.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';

/** null: no professional profile saved yet (nothing to show a recruiter). */
export const recruiterVisibilityQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['professional-profile', userId, 'visible'],
    queryFn: async (): Promise<boolean | null> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('professional_profiles')
        .select('visible_to_recruiters')
        .eq('user_id', userId)
        .maybeSingle();
      if (error) throw error;
      return data ? data.visible_to_recruiters : null;
    },
    staleTime: 0,
  });

export function useSetRecruiterVisibility(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (visible: boolean) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('professional_profiles')
        .update({ visible_to_recruiters: visible })
        .eq('user_id', userId)
        .select('visible_to_recruiters')
        .single();
      if (error)
        throw new Error('Ändringen sparades inte. Kontrollera anslutningen och försök igen.');
      return data.visible_to_recruiters;
    },
    onSuccess: (visible) => {
      queryClient.setQueryData(recruiterVisibilityQueryOptions(userId).queryKey, visible);
    },
  });
}
