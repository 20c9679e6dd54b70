// PGlite in a data folder. PGlite has one connection; its own mutex runs transactions one at a
// time, and the NodeFS backend writes each commit's WAL to the data folder before it returns.
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './index.ts';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({ dataDir });
  const direct = wrap(pg);
  return {
    kind: 'pglite',
    description: `PGlite in ${dataDir}`,
    query: direct.query,
    exec: direct.exec,
    transaction(work, options = {}) {
      return pg.transaction(async (tx) => {
        if (options.readOnly) await tx.query('set transaction read only');
        return work(wrap(tx));
      });
    },
    close: () => pg.close(),
  };
}
