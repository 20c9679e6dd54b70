// Real PostgreSQL through a pg Pool. Broken connections are dropped from the pool, so requests
// succeed again by themselves once the server is back after a restart.
import pg from 'pg';
import {
  type Database,
  DatabaseBusyError,
  DatabaseUnavailableError,
  type Queryable,
  type QueryResult,
} from './index.ts';

/** SQLSTATE classes and socket errors that mean "the server is not there", not "bad query". */
function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (/^(08|57P0[1-3]|53300)/.test(code)) return true;
    if (/^E[A-Z]+$/.test(code)) return true; // ECONNREFUSED, ECONNRESET, ETIMEDOUT, ...
  }
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
    error.message,
  );
}

/** pg.Pool's message when no connection came free within connectionTimeoutMillis. */
const POOL_TIMEOUT = /timeout exceeded when trying to connect/i;

function asUnavailable(error: unknown): unknown {
  if (error instanceof Error && POOL_TIMEOUT.test(error.message))
    return new DatabaseBusyError(error);
  return isConnectionError(error) ? new DatabaseUnavailableError(error) : error;
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

function describeLocation(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL ${parsed.hostname}:${parsed.port || 5432}/${parsed.pathname.slice(1)} as ${decodeURIComponent(parsed.username)}`;
}

/** PostgREST's pool on a small hosted project; Auth (GoTrue) has its own connections beside it. */
const REST_POOL_SIZE = 10;
const AUTH_POOL_SIZE = 4;
/** How long a request waits for a free connection (PostgREST's db-pool-acquisition-timeout). */
const ACQUISITION_TIMEOUT_MS = 10_000;

function newPool(url: string, max: number, idleTimeoutMillis?: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: ACQUISITION_TIMEOUT_MS,
    ...(idleTimeoutMillis === undefined ? {} : { idleTimeoutMillis }),
  });
  // A connection lost during a server restart must not crash the process: the pool listens on
  // idle clients only, so each client also gets its own listener for while it is checked out
  // (the failing query itself still rejects and becomes a 503).
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

function poolDatabase(pool: pg.Pool, description: string, auth?: Database): Database {
  const direct = wrap(pool);

  async function begin(readOnly: boolean): Promise<pg.PoolClient> {
    // A pooled connection may have died since its last use; one retry picks a fresh one.
    for (let attempt = 0; ; attempt++) {
      let client: pg.PoolClient | undefined;
      try {
        client = await pool.connect();
        await client.query(readOnly ? 'begin read only' : 'begin');
        return client;
      } catch (error) {
        client?.release(true);
        if (attempt >= 1 || !isConnectionError(error)) throw asUnavailable(error);
      }
    }
  }

  const database: Database = {
    kind: 'postgres',
    description,
    async query(sql, params) {
      try {
        return await direct.query(sql, params);
      } catch (error) {
        throw asUnavailable(error);
      }
    },
    async exec(sql) {
      try {
        await direct.exec(sql);
      } catch (error) {
        throw asUnavailable(error);
      }
    },
    async transaction(work, options = {}) {
      const client = await begin(options.readOnly ?? false);
      try {
        const result = await work(wrap(client));
        await client.query('commit');
        client.release();
        return result;
      } catch (error) {
        // A connection that cannot even roll back is destroyed instead of returned to the pool.
        const broken =
          isConnectionError(error) ||
          (await client.query('rollback').then(
            () => false,
            () => true,
          ));
        client.release(broken);
        throw asUnavailable(error);
      }
    },
    get auth() {
      return auth ?? database;
    },
    async close() {
      await pool.end();
      await auth?.close();
    },
  };
  return database;
}

/** PostgREST's pool, and Auth's own beside it: a busy REST pool never fails a sign-in. */
export async function openPostgres(url: string): Promise<Database> {
  const description = describeLocation(url);
  // Auth keeps its connections open (0: never closed when idle), so a sign-in never waits for one.
  const auth = poolDatabase(newPool(url, AUTH_POOL_SIZE, 0), description);
  const database = poolDatabase(newPool(url, REST_POOL_SIZE), description, auth);
  await Promise.all([database.query('select 1'), auth.query('select 1')]).catch(async (error) => {
    await database.close();
    throw error;
  });
  return database;
}
