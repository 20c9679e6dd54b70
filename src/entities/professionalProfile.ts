// The doctor's professional profile as stored (professional_profiles.profile, validated by
// save-professional-profile). Read by /profile, the apply dialog and the admin's application view.
import { type ProfessionalProfile, professionalProfileSchema } from '@shared/schemas';
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { getSupabase } from '@/lib/supabase';

/** null when the doctor has not saved one. */
export async function fetchProfessionalProfile(
  userId: string,
): Promise<ProfessionalProfile | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('professional_profiles')
    .select('profile')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  // Stored only after this schema passed; parsing again fills defaults a later version added.
  return data ? v.parse(professionalProfileSchema, data.profile) : null;
}

export const professionalProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['professional-profile', userId],
    queryFn: () => fetchProfessionalProfile(userId),
    // A restored cache may predate the last change (the persister writes with a delay): recheck.
    staleTime: 0,
  });
