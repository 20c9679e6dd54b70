// Registered users (a page of profiles with their admin roles) and granting / revoking the admin role.
import { PROFESSION_LABELS } from '@shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';
import { notifyError, notifySuccess } from '../notify';
import { type ListSource, listReader, withRelated } from '../table/serverList';

export type RegisteredUser = {
  userId: string;
  fullName: string;
  email: string;
  phone: string | null;
  /** As the sign-up and profile forms name it ("Överläkare"), not the stored value. */
  profession: string | null;
  createdAt: string;
  isAdmin: boolean;
};

type Profile = Pick<
  Database['public']['Tables']['job_seeker_profiles']['Row'],
  'id' | 'user_id' | 'full_name' | 'email' | 'phone' | 'profession' | 'created_at'
>;

const profiles = listReader<Profile>(
  (supabase, count) =>
    supabase
      .from('job_seeker_profiles')
      .select('id, user_id, full_name, email, phone, profession, created_at', { count }),
  {
    text: ['full_name', 'email', 'phone'],
    labels: { profession: PROFESSION_LABELS },
  },
);

/** A page of profiles, and which of those users are admins. */
export const registeredUsersSource: ListSource<RegisteredUser> = {
  queryKey: ['admin', 'users'],
  rowKey: (user) => user.userId,
  page: withRelated(
    profiles.page,
    (supabase, rows) =>
      supabase
        .from('user_roles')
        .select('user_id')
        .eq('role', 'admin')
        .in(
          'user_id',
          rows.map((profile) => profile.user_id),
        ),
    (rows, roles) => {
      const admins = new Set(roles.map((role) => role.user_id));
      return rows.map((profile) => ({
        userId: profile.user_id,
        fullName: profile.full_name,
        email: profile.email,
        phone: profile.phone,
        profession: profile.profession && PROFESSION_LABELS[profile.profession],
        createdAt: profile.created_at,
        isAdmin: admins.has(profile.user_id),
      }));
    },
  ),
};

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
