// One database interface over PGlite (default, in a data folder) and PostgreSQL (DATABASE_URL).
export interface QueryResult<T> {
  rows: T[];
  /** Rows written by INSERT/UPDATE/DELETE, rows returned otherwise. */
  rowCount: number;
}

export interface Queryable {
  /** One statement; values are always bound parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  readOnly?: boolean;
  /**
   * The caller's statement_timeout, which the transaction's first statement sets (SET LOCAL).
   * Postgres enforces it itself; PGlite cannot, so its worker is ended past it (pglite.ts).
   */
  statementTimeoutMs?: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Human-readable location without secrets, for the start-up log. */
  readonly description: string;
  /** Runs `work` in one transaction; it commits when `work` resolves and rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * The same database for Auth, whose answers must not wait for PostgREST's slow requests
   *: on PostgreSQL its own small pool; on PGlite (one connection) Auth's work goes
   * ahead of the queued requests and waits only for the statement in progress.
   */
  readonly auth: Database;
  close(): Promise<void>;
}

/** The database could not be reached (PostgreSQL down or restarting). Maps to 503. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Database unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * No connection of the pool came free in time (PostgREST's db-pool-acquisition-timeout, 10 s):
 * REST answers 504 PGRST003 as PostgREST does, Auth 503.
 */
export class DatabaseBusyError extends DatabaseUnavailableError {
  constructor(cause: unknown) {
    super(cause);
    this.name = 'DatabaseBusyError';
  }
}

/** SQLSTATE 57014 with Postgres' own message, for a statement PGlite's worker had to cut off. */
export class StatementTimeoutError extends Error {
  readonly code = '57014';
  constructor() {
    super('canceling statement due to statement timeout');
    this.name = 'StatementTimeoutError';
  }
}
