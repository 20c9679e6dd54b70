// `npm start`: builds the PWA, starts the Supabase stand-in and serves the build on 127.0.0.1.
// Flags: --no-build, --api-port N, --app-port N, --data-dir DIR, --dist-dir DIR (the build to
// serve, default dist/); env DATABASE_URL for PostgreSQL.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../supabase/local/config.ts';
import { startServer } from '../supabase/local/server.ts';
import { serveApp } from './serve-app.ts';

const ROOT = join(import.meta.dirname, '..');
const HOST = '127.0.0.1';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'api-port': { type: 'string' },
    'app-port': { type: 'string' },
    'data-dir': { type: 'string' },
    'dist-dir': { type: 'string' },
  },
});
const apiPort = Number(values['api-port'] ?? process.env.STANDIN_PORT ?? 54321);
const appPort = Number(values['app-port'] ?? process.env.APP_PORT ?? 4173);
const apiUrl = `http://${HOST}:${apiPort}`;
const distDir = values['dist-dir'] ?? join(ROOT, 'dist');

if (!values['no-build']) {
  console.log(`Building the app against ${apiUrl} ...`);
  const build = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', distDir],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, VITE_SUPABASE_URL: apiUrl },
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`No build in ${distDir}: run without --no-build first.`);
  process.exit(1);
}

const config = await loadConfig(
  { ...process.env, APP_PORT: String(appPort) },
  { host: HOST, port: apiPort, dataDir: values['data-dir'] },
);
const standIn = await startServer(config);
const app = await serveApp({
  root: distDir,
  host: HOST,
  port: appPort,
  apiUrl: standIn.url,
  cspReportLog: process.env.CSP_REPORT_LOG,
});

console.log(`
Läkarjobb Norden is running
  App:           http://${HOST}:${appPort}
  API:           ${standIn.url}
  Mail sink:     ${standIn.url}/mail
  Data folder:   ${config.dataDir}
  Database:      ${standIn.services.db.description}
  anon key:      ${config.anonKey}
  Demo admin:    admin@lakarjobb.local / Admin123!
  Job seeker:    lakare@lakarjobb.local / Lakare123!
Press Ctrl+C to stop.`);

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  app.close();
  standIn.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
