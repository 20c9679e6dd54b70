// Completes package-lock.json with the other platforms' optional binaries (biome, deno, rollup...).
// The registry mirror this project is built on does not serve them, so `npm install` leaves them
// out of the lock, and `npm ci` then refuses the lock as out of sync. Each stub names its os/cpu
// (from the package name), so npm skips it on every other platform. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const OSES = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'openharmony', 'aix'];
const CPUS = ['arm64', 'x64', 'arm', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x'];

function platformOf(name) {
  const parts = name.split('/').at(-1).split('-');
  const os = parts.find((part) => OSES.includes(part));
  const cpu =
    parts.find((part) => CPUS.includes(part)) ?? (name.includes('eabi') ? 'arm' : undefined);
  const musl = parts.some((part) => part.startsWith('musl'));
  const glibc = parts.some((part) => ['gnu', 'glibc', 'gnueabihf'].includes(part));
  const libc = os === 'linux' && (musl || glibc) ? [musl ? 'musl' : 'glibc'] : undefined;
  return { os: os && [os], cpu: cpu && [cpu], libc };
}

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
let added = 0;
for (const meta of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const { os, cpu, libc } = platformOf(name);
    lock.packages[key] = { version, optional: true, dev: meta.dev, os, cpu, libc };
    added += 1;
  }
}
const [root, ...rest] = Object.entries(lock.packages);
lock.packages = Object.fromEntries([root, ...rest.sort(([a], [b]) => a.localeCompare(b))]);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform stub(s) added`);
