// A throw-away database on the local PostgreSQL server, prepared like the stand-in prepares its
// own (bootstrap, migrations, seed), created and dropped by the bench.
import pg from 'pg';
import type { Database } from '../../../supabase/local/db/index.ts';
import { openPostgres } from '../../../supabase/local/db/postgres.ts';
import { prepareDatabase } from '../../../supabase/local/db/setup.ts';
import { ROOT } from './app.ts';

export const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  url: string;
  db: Database;
  drop(): Promise<void>;
}

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  let db: Database | undefined;
  try {
    db = await openPostgres(url.toString());
    await prepareDatabase(db, ROOT);
  } catch (error) {
    await db?.close();
    await onServer(`drop database if exists ${name} with (force)`);
    throw error;
  }
  const opened = db;
  return {
    url: url.toString(),
    db: opened,
    async drop() {
      await opened.close();
      await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}
