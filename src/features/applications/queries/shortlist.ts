// The employer's shortlist, /kortlista/<token>: the shortlist function answers the job and its
// candidates, records an answer for one of them, or says why the link opens nothing (404/410
// with a Swedish message).
import type { ShortlistAnswer } from '@shared/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { ShareGone } from './applicationShare';

export type ShortlistCandidate = {
  applicationId: string;
  name: string;
  coverLetter: string;
  profile: { label: string; value: string }[];
  answer: ShortlistAnswer | null;
  comment: string | null;
};

export type ShortlistData = {
  job: { title: string; employerName: string; location: string };
  message: string | null;
  expiresAt: string;
  candidates: ShortlistCandidate[];
};

async function askShortlist<T>(body: Record<string, unknown>, failure: string): Promise<T> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<T>('shortlist', { body });
  if (data && !error) return data;
  const context = (error as { context?: unknown } | null)?.context;
  if (context instanceof Response) {
    const answer = (await context.json().catch(() => ({}))) as { error?: string };
    if (context.status === 404 || context.status === 410) {
      throw new ShareGone(answer.error ?? 'Länken gäller inte längre.', false);
    }
    if (context.status === 400 && answer.error) throw new Error(answer.error);
  }
  throw new Error(failure);
}

/** In memory only (MEMORY_ONLY_QUERY_KEYS): the key holds the token, the data other people's letters. */
export const shortlistQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['shortlist', token],
    queryFn: () =>
      askShortlist<ShortlistData>(
        { token },
        'Kortlistan kunde inte hämtas. Försök igen om en stund.',
      ),
    retry: (count, error) => !(error instanceof ShareGone) && count < 2,
  });

export function useAnswerShortlist(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { applicationId: string; answer: ShortlistAnswer; comment: string }) =>
      askShortlist<{ answered: true }>(
        { token, ...answer },
        'Svaret kunde inte skickas. Försök igen om en stund.',
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['shortlist', token] }),
  });
}
