// The signed-in doctor's push kinds and quiet hours (RLS: their own row). No row yet: the
// database's defaults (no status, invitation or interview notices, quiet 21–07 Stockholm time).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';

export type PushSettings = Pick<
  Database['public']['Tables']['push_settings']['Row'],
  'application_status' | 'invitations' | 'interviews' | 'quiet_from' | 'quiet_until'
>;

/** The kinds of notice a doctor turns on and off here (a Bevakning's is on the alert). */
export type PushKind = 'application_status' | 'invitations' | 'interviews';

export const DEFAULT_PUSH_SETTINGS: PushSettings = {
  application_status: false,
  invitations: false,
  interviews: false,
  quiet_from: 21,
  quiet_until: 7,
};

async function fetchPushSettings(): Promise<PushSettings> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('push_settings')
    .select('application_status, invitations, interviews, quiet_from, quiet_until')
    .maybeSingle();
  if (error) throw error;
  return data ?? DEFAULT_PUSH_SETTINGS;
}

export const pushSettingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['pushSettings', userId], queryFn: fetchPushSettings, staleTime: 0 });

export const usePushSettings = (userId: string) => useQuery(pushSettingsQueryOptions(userId));

type SaveInput = { userId: string; settings: PushSettings };

async function savePushSettings({ userId, settings }: SaveInput): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('push_settings').upsert({ user_id: userId, ...settings });
  if (error) throw error;
}

export function useSavePushSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePushSettings,
    onSuccess: (_done, { userId }) =>
      queryClient.invalidateQueries({ queryKey: ['pushSettings', userId] }),
  });
}
