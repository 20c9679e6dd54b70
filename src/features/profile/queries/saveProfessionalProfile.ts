// Saves the professional profile through save-professional-profile (the server validates with
// the form's schema); a refusal carries the fields' messages.
import type { FieldErrors, ProfessionalProfile } from '@shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { professionalProfileQueryOptions } from '@/entities/professionalProfile';
import { getSupabase } from '@/lib/supabase';

export class ProfileRefused extends Error {
  constructor(
    message: string,
    readonly fields: FieldErrors,
  ) {
    super(message);
    this.name = 'ProfileRefused';
  }
}

export async function saveProfessionalProfile(
  profile: ProfessionalProfile,
): Promise<ProfessionalProfile> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ profile: ProfessionalProfile }>(
    'save-professional-profile',
    { body: profile },
  );
  if (!error && data) return data.profile;
  const context = (error as { context?: unknown } | null)?.context;
  if (context instanceof Response && context.status === 400) {
    const body = (await context.json().catch(() => ({}))) as {
      error?: string;
      fields?: FieldErrors;
    };
    throw new ProfileRefused(body.error ?? 'Profilen innehåller fel.', body.fields ?? {});
  }
  throw new Error('Profilen kunde inte sparas. Kontrollera anslutningen och försök igen.');
}

export function useSaveProfessionalProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfessionalProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(professionalProfileQueryOptions(userId).queryKey, profile);
      // A first save makes the row "Synlig för rekryterare" turns on and off.
      void queryClient.invalidateQueries({ queryKey: ['professional-profile', userId, 'visible'] });
    },
  });
}
