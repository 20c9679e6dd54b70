// The candidate search's reads and writes: the search itself (search_candidates, admins only,
// over doctors visible to recruiters), the published jobs to compare with and invite to, saved
// searches and invitations.

import { type ProfessionalProfile, professionalProfileSchema } from '@shared/schemas';
import { type CandidateSearch, candidateQuery, parseCandidateSearch } from '@shared/search';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import type { Json } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';
import { notifyError, notifySuccess } from '../notify';
import { ADMIN_QUERY_DEFAULTS } from '../queryDefaults';

export interface CandidateHit {
  candidateId: string;
  profile: ProfessionalProfile;
}

export const candidateSearchQueryOptions = (search: CandidateSearch) =>
  queryOptions({
    queryKey: ['admin', 'candidates', 'search', search],
    queryFn: async (): Promise<{ hits: CandidateHit[]; total: number }> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('search_candidates', {
        search: candidateQuery(search) as unknown as Json,
        max_rows: 50,
      });
      if (error) throw error;
      // The generated types know a `returns table` function's rows only as records.
      const rows = data as { candidate_id: string; profile: unknown; total: number }[];
      return {
        hits: rows.map((row) => ({
          candidateId: row.candidate_id,
          profile: v.parse(professionalProfileSchema, row.profile),
        })),
        total: Number(rows[0]?.total ?? 0),
      };
    },
    ...ADMIN_QUERY_DEFAULTS,
  });

const JOB_COLUMNS =
  'id, title, employer_name, specialty, specialist_level, licence_countries, languages, country, region, employment_form, period_start, period_end, start_date';

export const invitableJobsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'candidates', 'jobs'],
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('jobs')
        .select(JOB_COLUMNS)
        .eq('status', 'published')
        .is('source_id', null)
        .or(`expires_at.is.null,expires_at.gt.${new Date().toISOString()}`)
        .order('published_at', { ascending: false })
        .limit(200);
      if (error) throw error;
      return data;
    },
    ...ADMIN_QUERY_DEFAULTS,
  });
export type InvitableJob = Awaited<
  ReturnType<NonNullable<ReturnType<typeof invitableJobsQueryOptions>['queryFn']>>
>[number];

export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'candidates', 'saved'],
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('candidate_searches')
        .select('id, name, search, created_at')
        .order('created_at', { ascending: false });
      if (error) throw error;
      return data.map((row) => ({ ...row, search: parseCandidateSearch(row.search) }));
    },
    ...ADMIN_QUERY_DEFAULTS,
  });

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, search }: { name: string; search: CandidateSearch }) => {
      const supabase = await getSupabase();
      const { error } = await supabase
        .from('candidate_searches')
        .insert({ name, search: search as unknown as Json });
      if (error) throw error;
    },
    onSuccess: () => {
      notifySuccess('Sökningen sparad');
      void queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions().queryKey });
    },
    onError: (error) => notifyError('Sökningen sparades inte', error),
  });
}

export function useDeleteSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const supabase = await getSupabase();
      const { error } = await supabase.from('candidate_searches').delete().eq('id', id);
      if (error) throw error;
    },
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions().queryKey }),
    onError: (error) => notifyError('Sökningen togs inte bort', error),
  });
}

export const invitationsQueryOptions = (jobId: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'candidates', 'invitations', jobId ?? 'alla'],
    queryFn: async () => {
      const supabase = await getSupabase();
      let query = supabase
        .from('job_invitations')
        .select('id, job_id, candidate_id, answer, reason, created_at, answered_at, application_id')
        .order('created_at', { ascending: false })
        .limit(100);
      if (jobId) query = query.eq('job_id', jobId);
      const { data, error } = await query;
      if (error) throw error;
      return data;
    },
    ...ADMIN_QUERY_DEFAULTS,
  });

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ jobId, candidateIds }: { jobId: string; candidateIds: string[] }) => {
      const supabase = await getSupabase();
      // One at a time: a candidate invited before (23505) or hidden since does not stop the rest.
      const refused: unknown[] = [];
      for (const candidateId of candidateIds) {
        const { error } = await supabase
          .from('job_invitations')
          .insert({ job_id: jobId, candidate_id: candidateId });
        if (error && error.code !== '23505') refused.push(error);
      }
      if (refused.length > 0) throw refused[0];
      return candidateIds.length;
    },
    onSuccess: (count) =>
      notifySuccess(count === 1 ? 'Inbjudan skickad' : `${count} inbjudningar skickade`),
    onError: (error) => notifyError('Inbjudan skickades inte', error),
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: ['admin', 'candidates', 'invitations'] }),
  });
}
