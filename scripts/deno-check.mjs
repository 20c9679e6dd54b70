// `deno check` of every Edge Function with its own deno.json, resolving npm packages from the
// project's node_modules (no network). Used by `npm test`; exits non-zero on any type error.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = 'supabase/functions';
const functions = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name)
  .filter((name) => existsSync(join(root, name, 'index.ts')));

let failed = 0;
for (const name of functions) {
  const dir = join(root, name);
  const result = spawnSync(
    'npx',
    [
      'deno',
      'check',
      '--node-modules-dir=manual',
      '--config',
      join(dir, 'deno.json'),
      join(dir, 'index.ts'),
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) failed += 1;
}
console.log(`deno check: ${functions.length - failed} of ${functions.length} functions passed`);
process.exit(failed === 0 ? 0 : 1);
