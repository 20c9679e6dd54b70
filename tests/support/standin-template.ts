// Vitest's global setup for the integration tests: the databases most tests start from, made once
// per run instead of once per test file. Replaying every migration (and the seed) was most of a
// test file's start on PGlite: 15–30 s for a stand-in on a busy 2-CPU machine, paid by ~50 files.
// - standInTemplate: a PGlite data folder as a stand-in's first start leaves it (bootstrapped,
//   migrated and seeded); a PGlite stand-in starts from a copy (tests/support/standin.ts).
// - migratedDatabaseDump: an in-memory PGlite of every migration, dumped; a DB-level test's
//   database loads it (tests/db/database.ts).
// On PostgreSQL both are '' and each test builds its own database, which takes a second there.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../supabase/local/db/open.ts';
import { prepareDatabase } from '../../supabase/local/db/setup.ts';
import { readProjectFile, schemaFiles } from '../db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The prepared PGlite data folder (a stand-in's `pgdata`), or ''. */
    standInTemplate: string;
    /** The file of the dumped migrated database, or ''. */
    migratedDatabaseDump: string;
  }
}

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

async function makeStandInTemplate(pgdata: string): Promise<void> {
  const db = await openDatabase({ pgliteDir: pgdata });
  try {
    await prepareDatabase(db, ROOT);
  } finally {
    await db.close();
  }
}

async function dumpMigratedDatabase(file: string): Promise<void> {
  const db = await PGlite.create();
  try {
    for (const schemaFile of schemaFiles()) await db.exec(readProjectFile(schemaFile));
    const dump = await db.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('standInTemplate', '');
    project.provide('migratedDatabaseDump', '');
    return;
  }
  const folder = mkdtempSync(join(tmpdir(), 'test-databases-'));
  const pgdata = join(folder, 'pgdata');
  const dump = join(folder, 'migrated.tar');
  await Promise.all([makeStandInTemplate(pgdata), dumpMigratedDatabase(dump)]);
  project.provide('standInTemplate', pgdata);
  project.provide('migratedDatabaseDump', dump);
  return () => rmSync(folder, { recursive: true, force: true });
}
