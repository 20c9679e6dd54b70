// Renders the app icons (PNG) from SVG with Chromium: `npx tsx scripts/gen-icons.ts`.
// The PNGs are committed; rerun only when the artwork in this file or public/icons/icon.svg changes.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const iconsDir = new URL('../public/icons/', import.meta.url);
const anyIcon = readFileSync(new URL('icon.svg', iconsDir), 'utf8');

// Maskable: the background fills the whole square (the platform applies its own mask) and the
// cross stays inside the centre safe zone (a circle of 40 % of the size).
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="#0b7285"/>
  <path d="M226 148h60v78h78v60h-78v78h-60v-78h-78v-60h78z" fill="#ffffff"/>
</svg>`;

const outputs = [
  { file: 'icon-192.png', svg: anyIcon, size: 192 },
  { file: 'icon-512.png', svg: anyIcon, size: 512 },
  { file: 'icon-maskable-192.png', svg: maskableIcon, size: 192 },
  { file: 'icon-maskable-512.png', svg: maskableIcon, size: 512 },
  { file: 'apple-touch-icon.png', svg: maskableIcon, size: 180 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (const { file, svg, size } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const body = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${body}`);
    writeFileSync(new URL(file, iconsDir), await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
