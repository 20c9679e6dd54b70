// The signed-in doctor's interviews (proposed or booked) with their proposed times, and booking
// one of the times (public.book_interview, which e-mails both parties the confirmation).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';

export type MyInterview = {
  id: string;
  application_id: string;
  status: string;
  location: string;
  duration_minutes: number;
  starts_at: string | null;
  interview_slots: { starts_at: string }[];
};

const myInterviewsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['my-interviews', userId],
    queryFn: async (): Promise<MyInterview[]> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('interviews')
        .select(
          'id, application_id, status, location, duration_minutes, starts_at, interview_slots(starts_at)',
        )
        .neq('status', 'cancelled')
        .order('starts_at', { referencedTable: 'interview_slots' });
      if (error) throw error;
      return data;
    },
  });

/** Interviews by application id. */
export function useMyInterviews(userId: string) {
  return useQuery({
    ...myInterviewsQueryOptions(userId),
    select: (interviews) =>
      new Map(interviews.map((interview) => [interview.application_id, interview])),
  });
}

export function useBookInterview(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ interview, startsAt }: { interview: string; startsAt: string }) => {
      const supabase = await getSupabase();
      const { error } = await supabase.rpc('book_interview', {
        interview,
        starts_at: startsAt,
      });
      if (error) throw new Error(error.message);
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: myInterviewsQueryOptions(userId).queryKey }),
  });
}
