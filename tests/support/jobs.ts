// A published job for integration tests, inserted with the service role.
import type { SupabaseClient } from '@supabase/supabase-js';

/** Inserts a published job (a plain Swedish ad unless `fields` say otherwise); returns its id. */
export async function publishTestJob(
  service: SupabaseClient,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const { data, error } = await service
    .from('jobs')
    .insert({
      title: 'Specialistläkare',
      employer_name: 'Region Test',
      location: 'Umeå, Sverige',
      description: 'En tjänst för testet.',
      status: 'published',
      ...fields,
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}
