// `npm run dev`: the Supabase stand-in plus the Vite dev server (http://127.0.0.1:5173).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { loadConfig } from '../supabase/local/config.ts';
import { startServer } from '../supabase/local/server.ts';

const ROOT = join(import.meta.dirname, '..');

const config = await loadConfig(process.env, { host: '127.0.0.1' });
const standIn = await startServer(config);
console.log(
  `Stand-in: ${standIn.url} (${standIn.services.db.description}), mail sink ${standIn.url}/mail`,
);

const vite = spawn(
  process.execPath,
  [
    join(ROOT, 'node_modules/vite/bin/vite.js'),
    '--host',
    '127.0.0.1',
    '--port',
    '5173',
    '--strictPort',
  ],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, VITE_SUPABASE_URL: standIn.url } },
);

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  vite.kill('SIGTERM');
  standIn.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
vite.on('exit', stop);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
