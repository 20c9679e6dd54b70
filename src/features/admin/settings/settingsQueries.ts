// Reads and saves the provider settings (public row) and notification recipients (private row).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { notifyError, notifySuccess } from '../notify';
import { ADMIN_QUERY_DEFAULTS } from '../queryDefaults';
import type { SettingsValues } from './settingsSchema';

export async function fetchProviderSettings(): Promise<SettingsValues> {
  const supabase = await getSupabase();
  const [settings, privateSettings] = await Promise.all([
    supabase.from('settings').select('provider_name, contact_email, email_signature').single(),
    supabase.from('private_settings').select('notification_recipients').single(),
  ]);
  if (settings.error) throw settings.error;
  if (privateSettings.error) throw privateSettings.error;
  return {
    ...settings.data,
    notification_recipients: privateSettings.data.notification_recipients,
  };
}

export const providerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'settings'],
    queryFn: fetchProviderSettings,
    ...ADMIN_QUERY_DEFAULTS,
  });

export function useSaveProviderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ notification_recipients, ...publicSettings }: SettingsValues) => {
      const supabase = await getSupabase();
      // Two rows, two requests: the recipients are checked first so a bad list changes nothing.
      const recipients = await supabase
        .from('private_settings')
        .update({ notification_recipients })
        .eq('id', 1)
        .select('id')
        .single();
      if (recipients.error) throw recipients.error;
      const settings = await supabase
        .from('settings')
        .update(publicSettings)
        .eq('id', 1)
        .select('id')
        .single();
      if (settings.error) throw settings.error;
    },
    onSuccess: () => notifySuccess('Inställningar sparade!'),
    onError: (error) => notifyError('Fel vid sparande av inställningar', error),
    // ['settings'] is the public copy (footer, contact and legal pages): show the new values there too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'settings'] }),
        queryClient.invalidateQueries({ queryKey: ['settings'] }),
      ]),
  });
}
