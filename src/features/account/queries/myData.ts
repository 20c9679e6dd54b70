// "Ladda ner mina uppgifter" (GDPR access and portability): everything stored about the
// signed-in user, read with their own session (RLS gives them exactly their own rows), as one
// readable JSON document.
import type { User } from '@supabase/supabase-js';
import { documentPath } from '@/entities/documents';
import { getSupabase } from '@/lib/supabase';
import { PERSONAL_TABLES } from '../personalTables';

type PersonalTable = (typeof PERSONAL_TABLES)[number];

async function ownRows({ table, column, select }: PersonalTable, userId: string) {
  const supabase = await getSupabase();
  // filter(): the column differs per table, which eq()'s per-table column type cannot take.
  const { data, error } = await supabase.from(table).select(select).filter(column, 'eq', userId);
  if (error) throw error;
  return data;
}

/** A stored file of the user's and the ZIP folder it goes in. */
export interface StoredFile {
  path: string;
  folder: string;
  fileName: string;
}

type DocumentRow = { id: string; file_name: string };
type ApplicationDocumentRow = { application_id: string; file_name: string; object_path: string };

export async function fetchMyData(
  user: User,
): Promise<{ data: Record<string, unknown>; files: StoredFile[] }> {
  const tables = Object.fromEntries(
    await Promise.all(
      PERSONAL_TABLES.map(async (personal) => [personal.key, await ownRows(personal, user.id)]),
    ),
  );
  // Every Storage object of the user's is one of these rows' file.
  const files = [
    ...(tables.dokument as DocumentRow[]).map((row) => ({
      path: documentPath(user.id, row.id),
      folder: 'dokument',
      fileName: row.file_name,
    })),
    ...(tables.ansökningsdokument as ApplicationDocumentRow[]).map((row) => ({
      path: row.object_path,
      folder: `ansökningar/${row.application_id}`,
      fileName: row.file_name,
    })),
  ];
  const data = {
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
    ...tables,
  };
  return { data, files };
}
