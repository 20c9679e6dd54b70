// "Ladda ner mina uppgifter" (GDPR access and portability): everything stored about the
// signed-in user, read with their own session (RLS gives them exactly their own rows), as one
// readable JSON document.
import type { User } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/supabase';

/**
 * The tables holding a user's personal rows and the column naming the user. A new table with
 * personal data gets its line here (and `on delete cascade` to auth.users, so deleting the
 * account removes it).
 */
const PERSONAL_TABLES = [
  { key: 'profil', table: 'job_seeker_profiles', column: 'user_id', select: '*' },
  { key: 'ansökningar', table: 'job_applications', column: 'applicant_id', select: '*' },
  { key: 'sparadeJobb', table: 'saved_jobs', column: 'user_id', select: '*' },
  // The files themselves are in the ZIP's dokument/ folder.
  { key: 'dokument', table: 'profile_documents', column: 'user_id', select: '*' },
  // The owner's column grants: every column but the unsubscribe token (a secret, not data).
  {
    key: 'jobbevakningar',
    table: 'job_alerts',
    column: 'user_id',
    select: 'id, user_id, name, search, frequency, last_sent_at, created_at, updated_at',
  },
] as const;

type PersonalTable = (typeof PERSONAL_TABLES)[number];

async function ownRows({ table, column, select }: PersonalTable, userId: string) {
  const supabase = await getSupabase();
  // filter(): the column differs per table, which eq()'s per-table column type cannot take.
  const { data, error } = await supabase.from(table).select(select).filter(column, 'eq', userId);
  if (error) throw error;
  return data;
}

export async function fetchMyData(user: User): Promise<Record<string, unknown>> {
  const tables = await Promise.all(
    PERSONAL_TABLES.map(async (personal) => [personal.key, await ownRows(personal, user.id)]),
  );
  return {
    beskrivning: 'Allt Läkarjobb Norden har sparat om dig, hämtat vid tidpunkten nedan.',
    hämtad: new Date().toISOString(),
    konto: {
      id: user.id,
      epost: user.email ?? null,
      skapat: user.created_at,
      epostBekräftad: user.email_confirmed_at ?? null,
      senastInloggad: user.last_sign_in_at ?? null,
      uppgifterVidRegistrering: user.user_metadata,
    },
    ...Object.fromEntries(tables),
  };
}

/** Saves a file through the browser's download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the object URL is not needed afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
