// The app as a visitor meets it: a production build (with Vite's manifest, for the byte counts)
// against a fresh stand-in child process, served by `npm start`'s own app server
// (scripts/serve-app.ts: the build's precompressed copies, its caching headers).
import { spawnSync } from 'node:child_process';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveApp } from '../../../scripts/serve-app.ts';
import { type StandIn, startStandIn } from '../../support/standin.ts';

export const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

export function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `vite build --manifest` of the checkout at `source` into `outDir`, talking to `apiUrl`. */
export function buildApp(outDir: string, apiUrl: string, source = ROOT): void {
  const result = spawnSync(
    process.execPath,
    [
      join(source, 'node_modules/vite/bin/vite.js'),
      'build',
      '--manifest',
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    { cwd: source, env: { ...process.env, VITE_SUPABASE_URL: apiUrl }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}${result.stderr}`);
}

export interface RunningApp {
  appUrl: string;
  standIn: StandIn;
  distDir: string;
  close(): Promise<void>;
}

/**
 * Starts a seeded PGlite stand-in, builds the app (this checkout, or the one at `source`) against
 * it and serves the build as `npm start` does.
 */
export async function startApp(distDir: string, source = ROOT): Promise<RunningApp> {
  const appPort = await freePort();
  const standIn = await startStandIn({ env: { APP_PORT: String(appPort) } });
  const servers: Server[] = [];
  try {
    buildApp(distDir, standIn.url, source);
    servers.push(
      await serveApp({ root: distDir, host: '127.0.0.1', port: appPort, apiUrl: standIn.url }),
    );
  } catch (error) {
    await closeAll(servers);
    await standIn.stop();
    throw error;
  }
  return {
    appUrl: `http://127.0.0.1:${appPort}`,
    standIn,
    distDir,
    async close() {
      await closeAll(servers);
      await standIn.stop();
    },
  };
}

async function closeAll(servers: Server[]): Promise<void> {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  }
}
