// `deno check` of every Edge Function with its own deno.json, resolving npm packages from the
// project's node_modules (no network). Used by `npm test`; exits non-zero on any type error.
// Functions whose deno.json say the same are checked in one call: each call type-checks the
// shared modules again, so one call per function spent minutes of CI on repeats.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = 'supabase/functions';
const functions = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name)
  .filter((name) => existsSync(join(root, name, 'index.ts')));

/** The functions by the text of their deno.json (the first one's file stands for the group). */
const groups = new Map();
for (const name of functions) {
  const config = readFileSync(join(root, name, 'deno.json'), 'utf8');
  groups.set(config, [...(groups.get(config) ?? []), name]);
}

let failed = 0;
for (const names of groups.values()) {
  const result = spawnSync(
    'npx',
    [
      'deno',
      'check',
      '--node-modules-dir=manual',
      '--config',
      join(root, names[0], 'deno.json'),
      ...names.map((name) => join(root, name, 'index.ts')),
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) failed += names.length;
}
console.log(`deno check: ${functions.length - failed} of ${functions.length} functions passed`);
process.exit(failed === 0 ? 0 : 1);
