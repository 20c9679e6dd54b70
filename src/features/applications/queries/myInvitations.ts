// Recruiters' invitations to the signed-in doctor (RLS: own rows only), with the job as visitors
// see it (none once the ad has closed), and the answer "Inte nu". "Intresserad" is an
// application through the usual path; the database then marks the invitation.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';

async function fetchMyInvitations(userId: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('job_invitations')
    .select('id, job_id, answer, reason, created_at, jobs(title, employer_name, location)')
    .eq('candidate_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export type MyInvitation = Awaited<ReturnType<typeof fetchMyInvitations>>[number];

export const myInvitationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['applications', userId, 'invitations'],
    queryFn: () => fetchMyInvitations(userId),
    staleTime: 0,
  });

export function useDeclineInvitation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) => {
      const supabase = await getSupabase();
      const { error } = await supabase
        .from('job_invitations')
        .update({ answer: 'not-now', reason: reason.trim() || null })
        .eq('id', id);
      if (error) {
        throw new Error(
          /[åäö]/i.test(error.message)
            ? error.message
            : 'Svaret skickades inte. Kontrollera anslutningen och försök igen.',
        );
      }
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: myInvitationsQueryOptions(userId).queryKey }),
  });
}
