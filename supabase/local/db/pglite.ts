// PGlite in a data folder, run in a worker thread (pglite-worker.mjs). PGlite is one Postgres
// backend in WebAssembly: it runs one statement at a time and never cancels one, since
// statement_timeout needs the timer signals WebAssembly does not have. On the main thread a slow
// statement froze the whole stand-in (auth, REST, functions, /health). In a worker it freezes
// only the database, and a statement past its role's timeout is cut off by ending the worker
// and opening the data folder again (Postgres recovers it as after a crash: the statement's
// transaction never committed). One transaction at a time, as PGlite's own mutex did; the NodeFS
// backend writes each commit's WAL to the data folder before it returns.
import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import {
  type Database,
  DatabaseUnavailableError,
  type Queryable,
  type QueryResult,
  StatementTimeoutError,
} from './index.ts';

type Op = 'query' | 'exec' | 'close';

/** One worker with its PGlite; calls are answered in the order they were sent. */
class PgliteWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve(v: unknown): void; reject(e: unknown): void }
  >();
  private nextId = 0;
  private ended = false;
  readonly ready: Promise<void>;

  constructor(dataDir: string, onExit: () => void) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir },
    });
    let opened: () => void;
    let failed: (error: unknown) => void;
    this.ready = new Promise((resolve, reject) => {
      opened = resolve;
      failed = reject;
    });
    this.worker.on('message', (message) => {
      if (message.ready) return opened();
      if (message.fatal)
        return failed(Object.assign(new Error(message.fatal.message), message.fatal));
      const call = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error)
        call?.reject(Object.assign(new Error(message.error.message), message.error));
      else call?.resolve(message.result);
    });
    const end = (error: unknown) => {
      if (this.ended) return;
      this.ended = true;
      failed(error);
      for (const call of this.pending.values()) call.reject(new DatabaseUnavailableError(error));
      this.pending.clear();
      onExit();
    };
    this.worker.on('error', end);
    this.worker.on('exit', (code) => end(new Error(`PGlite worker exited (${code})`)));
  }

  call(op: Op, sql?: string, params?: unknown[]): Promise<unknown> {
    if (this.ended) return Promise.reject(new DatabaseUnavailableError('PGlite worker ended'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, op, sql, params });
    });
  }

  async terminate(): Promise<void> {
    await this.worker.terminate();
  }
}

/**
 * Runs one piece of work at a time (PGlite has a single connection); work marked `first` (Auth's)
 * starts before any queued work that is not, so a sign-in waits only for what is in progress.
 */
function serial() {
  const queued = { first: [] as (() => void)[], later: [] as (() => void)[] };
  let busy = false;
  const next = () => {
    const start = queued.first.shift() ?? queued.later.shift();
    busy = start !== undefined;
    start?.();
  };
  return <T>(work: () => Promise<T>, first = false): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        busy = true;
        work().then(resolve, reject).finally(next);
      };
      if (busy) queued[first ? 'first' : 'later'].push(start);
      else start();
    });
}

export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  let closing = false;
  const start = (): PgliteWorker => {
    const worker: PgliteWorker = new PgliteWorker(dataDir, () => {
      // A worker that died (or was ended for a timeout) is replaced before the next call.
      if (!closing && current === worker) current = start();
    });
    return worker;
  };
  let current = start();
  await current.ready;
  const exclusive = serial();

  /** A call on `worker`, cut off after `timeoutMs` by ending the worker (57014, as Postgres). */
  async function call(
    worker: PgliteWorker,
    op: Op,
    sql: string,
    params?: unknown[],
    timeoutMs?: number,
  ) {
    await worker.ready;
    if (!timeoutMs) return worker.call(op, sql, params);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        console.warn(`[pglite] statement over ${timeoutMs} ms: restarting the database worker`);
        void worker.terminate();
        reject(new StatementTimeoutError());
      }, timeoutMs);
    });
    try {
      return await Promise.race([worker.call(op, sql, params), timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  const on = (worker: PgliteWorker, timeoutMs?: number): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      return (await call(worker, 'query', sql, params, timeoutMs)) as QueryResult<T>;
    },
    async exec(sql: string): Promise<void> {
      await call(worker, 'exec', sql, undefined, timeoutMs);
    },
  });

  const view = (first: boolean): Database => {
    const database: Database = {
      kind: 'pglite',
      description: `PGlite in ${dataDir} (worker thread)`,
      query: (sql, params) => exclusive(() => on(current).query(sql, params), first),
      exec: (sql) => exclusive(() => on(current).exec(sql), first),
      transaction(work, options = {}) {
        return exclusive(async () => {
          // Every statement of the transaction goes to the worker it began on: after a timeout
          // ended that worker, the rest of the transaction fails instead of running outside it.
          const worker = current;
          await call(worker, 'query', options.readOnly ? 'begin read only' : 'begin');
          try {
            const result = await work(on(worker, options.statementTimeoutMs));
            await call(worker, 'query', 'commit');
            return result;
          } catch (error) {
            if (worker === current) await call(worker, 'query', 'rollback').catch(() => {});
            throw error;
          }
        }, first);
      },
      get auth() {
        return first ? database : authView;
      },
      close: () =>
        exclusive(async () => {
          closing = true;
          await current.call('close').catch(() => {});
          await current.terminate();
        }),
    };
    return database;
  };
  const authView = view(true);
  return view(false);
}
