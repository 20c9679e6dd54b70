// Prepares a database the way `supabase start` does: bootstrap (roles, auth schema), then each
// migration once in name order, tracked like the Supabase CLI, then the seed on a new database.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './index.ts';

export interface SetupReport {
  created: boolean;
  applied: string[];
  seeded: boolean;
}

const TRACKING_DDL = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);`;

export async function prepareDatabase(db: Database, projectRoot: string): Promise<SetupReport> {
  const bootstrap = join(projectRoot, 'supabase/local/db/bootstrap.sql');
  if (existsSync(bootstrap)) await db.exec(readFileSync(bootstrap, 'utf8'));
  // Storage's own schema, which hosted projects have before any migration of ours.
  const storage = join(projectRoot, 'supabase/local/db/storage.sql');
  if (existsSync(storage)) await db.exec(readFileSync(storage, 'utf8'));

  const { rows } = await db.query<{ exists: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as exists`,
  );
  const created = !rows[0]?.exists;
  await db.exec(TRACKING_DDL);

  const applied = await applyMigrations(db, join(projectRoot, 'supabase/migrations'));

  const seed = join(projectRoot, 'supabase/seed.sql');
  const seeded = created && existsSync(seed);
  if (seeded) {
    const sql = readFileSync(seed, 'utf8');
    await db.transaction((tx) => tx.exec(sql));
  }
  return { created, applied, seeded };
}

async function applyMigrations(db: Database, dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const done = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const doneVersions = new Set(done.rows.map((row) => row.version));
  const applied: string[] = [];
  for (const file of files) {
    // The CLI's convention: <version>_<name>.sql
    const [version = file, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (doneVersions.has(version)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
          [version, rest.join('_')],
        );
      });
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    applied.push(file);
  }
  return applied;
}
