// Saves the job seeker's own profile: update the row, or create it when the trigger made none.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { type Profile, profileQueryOptions } from './profile';

export type ProfileChanges = { fullName: string; phone: string };

type SaveInput = { userId: string; email: string; changes: ProfileChanges; exists: boolean };

export async function saveProfile({ userId, email, changes, exists }: SaveInput): Promise<Profile> {
  const fields = {
    full_name: changes.fullName,
    phone: changes.phone === '' ? null : changes.phone,
  };
  const supabase = await getSupabase();
  const query = exists
    ? supabase.from('job_seeker_profiles').update(fields).eq('user_id', userId)
    : supabase.from('job_seeker_profiles').insert({ ...fields, user_id: userId, email });
  const { data, error } = await query.select().single();
  if (error) throw error;
  return data;
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions(profile.user_id).queryKey, profile);
    },
  });
}
