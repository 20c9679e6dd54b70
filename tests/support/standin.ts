// Starts the stand-in as a child process (so a test can kill -9 it) on a free port with a fresh
// PGlite folder (a copy of the run's migrated and seeded one), or on a fresh database of a
// PostgreSQL server when a database URL is given.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { loadConfig } from '../../supabase/local/config.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const ENTRY = join(ROOT, 'supabase/local/index.ts');

export interface StandInOptions {
  /** PostgreSQL server to create a throw-away database on; default TEST_DATABASE_URL, else PGlite. */
  databaseUrl?: string;
  /** Extra environment for the stand-in (e.g. RATE_LIMIT_SIGN_IN_SIGN_UPS). */
  env?: Record<string, string>;
}

export interface StandIn {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  dataDir: string;
  /** The database the stand-in uses when it runs on PostgreSQL. */
  databaseUrl?: string;
  /** Output of the current process, for diagnostics. */
  output(): string;
  /** The stand-in process's id while it runs (the bench reads its memory from /proc). */
  pid(): number | undefined;
  /** SIGTERM, then removes the data folder or drops the database. */
  stop(): Promise<void>;
  /** SIGKILL: no chance to flush or shut down cleanly. */
  kill(): Promise<void>;
  /** Starts again on the same port and data (after kill() or a clean stop of the process). */
  restart(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `standin_test_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`stand-in exited early:\n${log()}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`stand-in did not become healthy:\n${log()}`);
}

export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'standin-test-'));
  const serverUrl = options.databaseUrl ?? process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await createDatabase(serverUrl) : null;
  // Under Vitest only: a bench (tests/bench) starts its stand-in as `npm start` does. The e2e
  // workers' stand-ins do too, so a first start's migrations and seed are still run by every run.
  const template =
    database || !process.env.VITEST ? '' : (await import('vitest')).inject('standInTemplate');
  if (template) cpSync(template, join(dataDir, 'pgdata'), { recursive: true });
  const config = await loadConfig({ ...process.env, ...options.env });
  let child: ChildProcess | null = null;
  let output = '';

  async function spawnChild(): Promise<void> {
    output = '';
    const env: Record<string, string | undefined> = {
      ...process.env,
      ...options.env,
      STANDIN_PORT: String(port),
      STANDIN_HOST: '127.0.0.1',
      STANDIN_DATA_DIR: dataDir,
      STANDIN_PROJECT_ROOT: ROOT,
      DATABASE_URL: database?.url ?? '',
    };
    const started = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    started.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child = started;
    await waitForHealth(url, started, () => output);
  }

  async function signal(name: NodeJS.Signals): Promise<void> {
    const running = child;
    if (!running) return;
    child = null;
    running.kill(name);
    await exited(running);
  }

  await spawnChild();
  return {
    url,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
    dataDir,
    databaseUrl: database?.url,
    output: () => output,
    pid: () => child?.pid,
    async stop() {
      await signal('SIGTERM');
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    kill: () => signal('SIGKILL'),
    async restart() {
      await signal('SIGTERM');
      await spawnChild();
    },
  };
}

/** A supabase-js client against the stand-in that keeps its session in memory only. */
export function clientFor(standIn: StandIn, key = standIn.anonKey): SupabaseClient {
  return createClient(standIn.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/** A client signed in with e-mail and password (fails the test when sign-in fails). */
export async function signedInClient(
  standIn: StandIn,
  email: string,
  password: string,
): Promise<SupabaseClient> {
  const client = clientFor(standIn);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/**
 * The clients most tests need: the seeded admin and job seeker signed in, and the service role.
 * `Client` narrows the type (e.g. SupabaseClient<Database>) for tests of the app's tables.
 */
export async function demoClients<Client extends SupabaseClient = SupabaseClient>(
  standIn: StandIn,
): Promise<{ admin: Client; jobSeeker: Client; service: Client }> {
  return {
    admin: (await signedInClient(standIn, DEMO.admin.email, DEMO.admin.password)) as Client,
    jobSeeker: (await signedInClient(
      standIn,
      DEMO.jobSeeker.email,
      DEMO.jobSeeker.password,
    )) as Client,
    service: clientFor(standIn, standIn.serviceRoleKey) as Client,
  };
}

/** The seeded demo accounts (supabase/seed.sql). */
export const DEMO = {
  admin: { email: 'admin@lakarjobb.local', password: 'Admin123!' },
  jobSeeker: { email: 'lakare@lakarjobb.local', password: 'Lakare123!' },
};
