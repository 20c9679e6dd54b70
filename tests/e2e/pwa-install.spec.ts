// Installability as Chromium judges it: no installability errors, and the manifest parses with its
// Swedish name, the any and maskable icons at 192 and 512 px, the shortcuts and the screenshots
// Android's richer install sheet shows; the favicon and the feeds' alternate links are there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CDPSession, chromium, expect, type Page, test } from '@playwright/test';
import { waitForServiceWorker } from './pwa-support';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('Chromium finds the app installable and parses its manifest with the icons', async ({
  baseURL,
}, testInfo) => {
  // A normal profile: Chromium never offers installation in an incognito (default) context.
  const profile = mkdtempSync(join(tmpdir(), 'lakarjobb-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorker(page);
    await expectInstallable(page, await context.newCDPSession(page));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function expectInstallable(page: Page, cdp: CDPSession) {
  const installability = await cdp.send('Page.getInstallabilityErrors');
  expect(installability.installabilityErrors).toEqual([]);

  const appManifest = await cdp.send('Page.getAppManifest');
  expect(appManifest.errors).toEqual([]);
  expect(new URL(appManifest.url).pathname).toBe('/manifest.webmanifest');
  const manifest = JSON.parse(appManifest.data ?? '{}') as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    scope: string;
    display: string;
    icons: ManifestIcon[];
    shortcuts: { name: string; url: string }[];
    screenshots: (ManifestIcon & { form_factor?: string })[];
  };
  expect(manifest).toMatchObject({
    name: 'Läkarjobb Norden',
    short_name: 'Läkarjobb',
    lang: 'sv',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  const icon = (purpose: string, sizes: string) =>
    manifest.icons.find((i) => (i.purpose ?? 'any') === purpose && i.sizes === sizes);
  for (const [purpose, sizes] of [
    ['any', '192x192'],
    ['any', '512x512'],
    ['maskable', '192x192'],
    ['maskable', '512x512'],
  ] as const) {
    const entry = icon(purpose, sizes);
    expect(entry, `${purpose} icon ${sizes}`).toBeDefined();
    const response = await page.request.get(entry?.src ?? '');
    expect(response.headers()['content-type']).toContain('image/png');
    // The PNG header's width and height must be what the manifest claims.
    const png = await response.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(sizes);
  }
  expect(manifest.shortcuts.map((s) => s.name)).toEqual([
    'Lediga jobb',
    'Sparade jobb',
    'Mina ansökningar',
    'Bevakningar',
  ]);
  for (const shortcut of manifest.shortcuts) {
    expect((await page.request.get(shortcut.url)).status(), shortcut.url).toBe(200);
  }
  expect(manifest.screenshots.length).toBeGreaterThan(0);
  for (const screenshot of manifest.screenshots) {
    const png = await (await page.request.get(screenshot.src)).body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(screenshot.sizes);
  }
  const favicon = await page.request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  // An ICO file starts with reserved 0, type 1 (icon).
  expect((await favicon.body()).readUInt32LE(0)).toBe(0x10000);
  const feeds = page.locator('head link[rel="alternate"]');
  await expect(feeds).toHaveCount(2);
  for (const href of await feeds.evaluateAll((links) =>
    links.map((l) => (l as HTMLLinkElement).href),
  )) {
    expect((await page.request.get(href)).status(), href).toBe(200);
  }
}
