// The update flow: a page running build A learns that build B is deployed, shows the Swedish
// notice, and "Uppdatera" reloads it into build B. Two real production builds, served in turn.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { expect, test } from '@playwright/test';
import { readJsonElement, STARTER_ELEMENT } from '../../src/firstPaint/dataElements.ts';
import { API_URL } from '../support/e2e-env';
import { waitForServiceWorker } from './pwa-support';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain',
};

function build(outDir: string): void {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    env: { ...process.env, VITE_SUPABASE_URL: API_URL },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}${result.stderr}`);
}

/**
 * The entry module of a build (first in the starter's module list, and marked data-entry when the
 * starter preloads it: src/firstPaint/starter.ts): what tells the two versions apart in the page.
 */
function entryScript(outDir: string): string {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const [entry] = readJsonElement<{ modules: string[] }>(html, STARTER_ELEMENT).modules;
  if (!entry) throw new Error('no entry script in index.html');
  return entry;
}

/** A static host whose deployed folder can be switched, with the SPA fallback and no caching. */
function startHost(
  initialRoot: string,
): Promise<{ server: Server; url: string; deploy(root: string): void }> {
  let root = initialRoot;
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(root, path);
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      file = join(root, 'index.html');
      body = readFileSync(file);
    }
    response.writeHead(200, {
      'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    response.end(body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        server,
        url: `http://127.0.0.1:${port}`,
        deploy(next) {
          root = next;
        },
      });
    });
  });
}

const workDir = mkdtempSync(join(tmpdir(), 'lakarjobb-update-'));
const buildA = join(workDir, 'a');
const buildB = join(workDir, 'b');

test.describe.configure({ timeout: 240_000 });
test.use({ serviceWorkers: 'allow' });

test.beforeAll(() => {
  build(buildA);
  build(buildB);
});

test.afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

test('a new build is offered in Swedish and "Uppdatera" reloads into it', async ({ page }) => {
  expect(entryScript(buildA)).not.toBe(entryScript(buildB));
  const host = await startHost(buildA);
  try {
    await page.goto(`${host.url}/about`);
    await waitForServiceWorker(page);
    const entry = () => page.locator('link[data-entry]').getAttribute('href');
    expect(await entry()).toBe(entryScript(buildA));
    await expect(page.getByText('En ny version finns tillgänglig')).toHaveCount(0);

    host.deploy(buildB);
    // A navigation makes the browser check sw.js; the new worker installs and waits.
    await page.reload();
    const notice = page.getByRole('alertdialog', { name: 'En ny version finns tillgänglig' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    // Until accepted, the page still runs the old version.
    expect(await entry()).toBe(entryScript(buildA));

    await Promise.all([
      page.waitForEvent('framenavigated'),
      notice.getByRole('button', { name: 'Uppdatera' }).click(),
    ]);
    await expect.poll(entry).toBe(entryScript(buildB));
    await expect(page.getByRole('heading', { level: 1, name: 'Om oss' })).toBeVisible();
    await expect(page.getByText('En ny version finns tillgänglig')).toHaveCount(0);
  } finally {
    host.server.close();
  }
});
