// A fresh database for the DB-level tests: in-memory PGlite, or a new PostgreSQL database on the
// server of TEST_DATABASE_URL (dropped again on close). One connection, so `begin`/`rollback`
// frame exactly the statements of one simulated request.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';

const root = join(import.meta.dirname, '../..');

export interface TestDatabase {
  readonly engine: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Rows written by an INSERT/UPDATE/DELETE. */
  write(sql: string, params?: unknown[]): Promise<number>;
  /** Several statements, no parameters. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export function readProjectFile(path: string): string {
  return readFileSync(join(root, path), 'utf8');
}

function migrationFiles(): string[] {
  return readdirSync(join(root, 'supabase/migrations'))
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => `supabase/migrations/${name}`);
}

/**
 * The files that make a test database: bootstrap (what hosted Supabase provides) and the
 * migrations, only those named before `migrationsBefore` when it is given.
 */
export function schemaFiles(migrationsBefore?: string): string[] {
  const migrations = migrationFiles().filter(
    (file) => !migrationsBefore || file < migrationsBefore,
  );
  return ['supabase/local/db/bootstrap.sql', 'supabase/local/db/storage.sql', ...migrations];
}

async function openPglite(loadDataDir?: Blob): Promise<TestDatabase> {
  const db = await PGlite.create({ loadDataDir });
  return {
    engine: 'pglite',
    query: async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows,
    write: async (sql, params = []) => (await db.query(sql, params)).affectedRows ?? 0,
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}

async function openPostgres(serverUrl: string): Promise<TestDatabase> {
  const name = `lakarjobb_db_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    engine: 'postgres',
    query: async <T>(sql: string, params: unknown[] = []) =>
      (await client.query(sql, params)).rows as T[],
    write: async (sql, params = []) => (await client.query(sql, params)).rowCount ?? 0,
    exec: async (sql) => {
      await client.query(sql);
    },
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Bootstrap (what hosted Supabase provides) + every migration, optionally the seed.
 * `migrationsBefore`: only the migrations named before that file, to test a migration on old rows.
 * On PGlite a database of every migration starts from the run's dump of one (made once by
 * tests/support/standin-template.ts) rather than replaying them.
 */
export async function createTestDatabase(
  options: { seed?: boolean; migrationsBefore?: string } = {},
): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const before = options.migrationsBefore;
  const dump = serverUrl || before ? '' : inject('migratedDatabaseDump');
  const db = serverUrl
    ? await openPostgres(serverUrl)
    : await openPglite(dump ? new Blob([readFileSync(dump)]) : undefined);
  const files = dump ? [] : schemaFiles(before);
  if (options.seed) files.push('supabase/seed.sql');
  for (const file of files) await db.exec(readProjectFile(file));
  return db;
}

/** The SQLSTATE of a failed statement, or null when it succeeded. */
export async function sqlState(work: () => Promise<unknown>): Promise<string | null> {
  try {
    await work();
    return null;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string') throw error;
    return code;
  }
}
