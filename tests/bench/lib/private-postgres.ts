// A private PostgreSQL 15 server in a temporary folder (initdb + pg_ctl on a free port), so a test
// can stop and start "the database under the stand-in" without disturbing the shared server that
// other tests and developers use at the same time.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './app.ts';

const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export const postgresBinariesAvailable = () => existsSync(join(BIN, 'initdb'));

/** PostgreSQL refuses to run as root: then the commands run as the postgres system user. */
function run(command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [file, fileArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(BIN, command), ...args]]
    : [join(BIN, command), args];
  execFileSync(file, fileArgs, { stdio: 'pipe' });
}

export interface PrivatePostgres {
  /** Server URL (database postgres, user postgres, trust authentication on loopback). */
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'private-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
