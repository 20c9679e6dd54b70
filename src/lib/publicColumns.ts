// The columns of jobs and banners that visitors and signed-in users may read: exactly what the
// public site shows. The database grants SELECT on these columns only (migration
// 20261123000120_public_columns.sql; tests/db checks that the two lists agree), so every read
// names them: PostgREST refuses `select=*` on a table with column privileges.
import type { Database } from './database.types';

export const PUBLIC_JOB_COLUMNS =
  'id, title, employer_name, location, description, job_type, specialty, country, region, requirements, benefits, salary_monthly, salary_currency, status, created_at, updated_at, published_at, expires_at, employment_form, periods, period_start, period_end, scope_percent, on_call, pay_amount, pay_unit, start_date, apply_by, travel_provided, housing_provided, licence_countries, specialist_level, languages, source_id, original_url, apply_url';

export const PUBLIC_BANNER_COLUMNS =
  'id, title, employer_name, description, image_url, link_url, position, status, created_at, updated_at, published_at, expires_at';

/** The column names of a `select` list such as the two above. */
export type ColumnsOf<List extends string> = List extends `${infer Head}, ${infer Tail}`
  ? Head | ColumnsOf<Tail>
  : List;

type Tables = Database['public']['Tables'];
export type PublicJob = Pick<Tables['jobs']['Row'], ColumnsOf<typeof PUBLIC_JOB_COLUMNS>>;
export type PublicBanner = Pick<Tables['banners']['Row'], ColumnsOf<typeof PUBLIC_BANNER_COLUMNS>>;
