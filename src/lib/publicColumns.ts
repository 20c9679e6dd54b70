// The columns of jobs and banners that visitors and signed-in users may read: exactly what the
// public site shows. The database grants SELECT on these columns only (tests/db checks that the
// lists agree), so every read names them: PostgREST refuses `select=*` on a table with column
// privileges. The job's columns are its one definition's (@shared/public-job).
import { PUBLIC_JOB_COLUMNS } from '@shared/public-job';
import type { Database } from './database.types';

export { PUBLIC_JOB_COLUMNS };

export const PUBLIC_BANNER_COLUMNS =
  'id, title, employer_name, description, image_url, link_url, position, status, created_at, updated_at, published_at, expires_at, shown_from';

/** The column names of a `select` list such as the two above. */
export type ColumnsOf<List extends string> = List extends `${infer Head}, ${infer Tail}`
  ? Head | ColumnsOf<Tail>
  : List;

type Tables = Database['public']['Tables'];
export type PublicJob = Pick<Tables['jobs']['Row'], ColumnsOf<typeof PUBLIC_JOB_COLUMNS>>;
export type PublicBanner = Pick<Tables['banners']['Row'], ColumnsOf<typeof PUBLIC_BANNER_COLUMNS>>;
