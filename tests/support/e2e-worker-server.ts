// One Playwright worker's servers (playwright.config.ts starts one per worker): `npm start`'s
// stand-in and app server on the worker's ports (e2e-env.ts) with a data folder of its own, so
// the worker's specs see only the rows they and the seed made. The build bakes in the first
// worker's API URL; any other worker serves a copy of it with its own API URL written in.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { COMPRESSIBLE, writeCompressedCopies } from '../../scripts/vite-plugin-compress.ts';
import { workerPorts } from './e2e-env.ts';

const ROOT = resolve(import.meta.dirname, '../..');

const { values } = parseArgs({
  options: {
    worker: { type: 'string' },
    'dist-dir': { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const worker = Number(values.worker);
const distDir = resolve(values['dist-dir'] ?? join(ROOT, 'dist'));
const dataDir = values['data-dir'];
if (!Number.isInteger(worker) || worker < 0 || !dataDir) {
  throw new Error('usage: e2e-worker-server.ts --worker N --data-dir DIR [--dist-dir DIR]');
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** A copy of the build at `target` that talks to `to` instead of `from`. */
function copyBuildFor(from: string, to: string, target: string): void {
  cpSync(distDir, target, { recursive: true });
  let rewritten = 0;
  for (const file of filesUnder(target)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    if (!text.includes(from)) continue;
    writeFileSync(file, text.replaceAll(from, to));
    writeCompressedCopies(file);
    rewritten += 1;
  }
  if (rewritten === 0) {
    throw new Error(
      `The build in ${distDir} does not name ${from}: build with VITE_SUPABASE_URL=${from}`,
    );
  }
}

const { apiPort, appPort } = workerPorts(worker);
mkdirSync(dataDir, { recursive: true });
let servedDist = distDir;
if (worker > 0) {
  servedDist = join(dataDir, 'dist');
  copyBuildFor(
    `http://127.0.0.1:${workerPorts(0).apiPort}`,
    `http://127.0.0.1:${apiPort}`,
    servedDist,
  );
}

const server = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    join(ROOT, 'scripts/start.ts'),
    '--no-build',
    `--api-port=${apiPort}`,
    `--app-port=${appPort}`,
    `--data-dir=${join(dataDir, 'standin')}`,
    `--dist-dir=${servedDist}`,
  ],
  { cwd: ROOT, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
