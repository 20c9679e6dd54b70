// Buckets the way `supabase start` / `supabase seed buckets` applies them from config.toml
// ([storage.buckets.<id>]: public, file_size_limit, allowed_mime_types), and the global limit.
import type { Database } from '../db/index.ts';
import { readProjectToml, type TomlValue } from '../toml.ts';

const UNITS: Record<string, number> = {
  '': 1,
  b: 1,
  kb: 1024,
  kib: 1024,
  mb: 1024 ** 2,
  mib: 1024 ** 2,
  gb: 1024 ** 3,
  gib: 1024 ** 3,
};

/** The CLI reads sizes as binary units: "10MiB" and "10MB" are both 10485760 bytes. */
export function parseSize(value: TomlValue | undefined): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return null;
  const match = value.trim().match(/^(\d+)\s*([a-z]*)$/i);
  const unit = UNITS[(match?.[2] ?? '').toLowerCase()];
  if (!match || unit === undefined) throw new Error(`config.toml: cannot read size "${value}"`);
  return Number(match[1]) * unit;
}

const DEFAULT_GLOBAL_LIMIT = 50 * 1024 ** 2;

/** `[storage] file_size_limit` (the CLI's default 50MiB): no upload is larger. */
export function globalFileSizeLimit(projectRoot: string): number {
  return (
    parseSize(readProjectToml(projectRoot).get('storage')?.get('file_size_limit')) ??
    DEFAULT_GLOBAL_LIMIT
  );
}

export async function applyConfigBuckets(db: Database, projectRoot: string): Promise<void> {
  for (const [section, values] of readProjectToml(projectRoot)) {
    const id = section.match(/^storage\.buckets\.([\w-]+)$/)?.[1];
    if (!id) continue;
    const mimeTypes = values.get('allowed_mime_types');
    await db.query(
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
       values ($1, $1, $2, $3, $4)
       on conflict (id) do update set public = excluded.public,
         file_size_limit = excluded.file_size_limit,
         allowed_mime_types = excluded.allowed_mime_types, updated_at = now()`,
      [
        id,
        values.get('public') === true,
        parseSize(values.get('file_size_limit')),
        Array.isArray(mimeTypes) && mimeTypes.length > 0 ? mimeTypes : null,
      ],
    );
  }
}
