// Registered users (profiles joined with their roles) and granting / revoking the admin role.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { notifyError, notifySuccess } from '../notify';
import { ADMIN_QUERY_DEFAULTS } from '../queryDefaults';

export type RegisteredUser = {
  userId: string;
  fullName: string;
  email: string;
  phone: string | null;
  profession: string | null;
  createdAt: string;
  isAdmin: boolean;
};

export async function fetchRegisteredUsers(): Promise<RegisteredUser[]> {
  const supabase = await getSupabase();
  const [profiles, roles] = await Promise.all([
    supabase
      .from('job_seeker_profiles')
      .select('user_id, full_name, email, phone, profession, created_at')
      .order('created_at', { ascending: false }),
    supabase.from('user_roles').select('user_id').eq('role', 'admin'),
  ]);
  if (profiles.error) throw profiles.error;
  if (roles.error) throw roles.error;
  const admins = new Set(roles.data.map((role) => role.user_id));
  return profiles.data.map((profile) => ({
    userId: profile.user_id,
    fullName: profile.full_name,
    email: profile.email,
    phone: profile.phone,
    profession: profile.profession,
    createdAt: profile.created_at,
    isAdmin: admins.has(profile.user_id),
  }));
}

export const registeredUsersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'users'],
    queryFn: fetchRegisteredUsers,
    ...ADMIN_QUERY_DEFAULTS,
  });

export function useAdminRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, admin }: { userId: string; admin: boolean }) => {
      const supabase = await getSupabase();
      if (admin) {
        const { error } = await supabase
          .from('user_roles')
          .insert({ user_id: userId, role: 'admin' });
        if (error) throw error;
        return;
      }
      const { data, error } = await supabase
        .from('user_roles')
        .delete()
        .eq('user_id', userId)
        .eq('role', 'admin')
        .select('id');
      if (error) throw error;
      if (data.length === 0) throw new Error('Användaren är inte administratör.');
    },
    onSuccess: (_, { admin }) =>
      notifySuccess(
        admin ? 'Administratörsbehörighet tilldelad' : 'Administratörsbehörighet borttagen',
      ),
    onError: (error) => notifyError('Fel vid ändring av behörighet', error),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
      // The visitor's own admin check (auth feature) may have changed too.
      await queryClient.invalidateQueries({ queryKey: ['visitor'] });
    },
  });
}
