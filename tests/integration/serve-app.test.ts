// `npm start`'s app server (scripts/serve-app.ts) over a small build folder: each page's own
// HTML, the SPA fallback, the build's precompressed copies and the caching headers.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp } from '../../scripts/serve-app.ts';
import { robots } from '../../scripts/vite-plugin-robots.ts';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const API = 'http://127.0.0.1:54321';
const EARLY = 'document.documentElement.dataset.early = "1";';
const LOADER = "import('/assets/index-abc123.js');";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
let root: string;
let reportLog: string;
let server: Server;
let port: number;

function write(path: string, text: string, compressed = false): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
  if (!compressed) return;
  writeFileSync(join(root, `${path}.br`), brotliCompressSync(text));
  writeFileSync(join(root, `${path}.gz`), gzipSync(text));
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http, not fetch: fetch decodes bodies and hides what was on the wire. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-app-'));
  write('index.html', '<p>home page</p>', true);
  write('shell.html', '<p>shell</p>', true);
  write('about.html', '<p>about page</p>', true);
  write('employer/acme.html', '<p>acme</p>');
  write('job.html', '<p>job page</p>', true);
  write(
    'jobs.html',
    `<script>${EARLY}</script><script src="/assets/index-abc123.js"></script><p>jobs</p><script>${LOADER}</script>`,
  );
  write('assets/index-abc123.js', SCRIPT, true);
  write('sw.js', SCRIPT, true);
  write('icons/icon.svg', '<svg/>');
  // Outside the served folder: the log is not a file of the site.
  reportLog = join(mkdtempSync(join(tmpdir(), 'serve-app-reports-')), 'csp-reports.log');
  server = await serveApp({
    root,
    host: '127.0.0.1',
    port: 0,
    apiUrl: API,
    cspReportLog: reportLog,
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(root, { recursive: true, force: true });
  rmSync(join(reportLog, '..'), { recursive: true, force: true });
});

describe('serve-app', () => {
  it("serves a prerendered page's own HTML, a job's page for each job, and the shell for other app routes", async () => {
    expect((await get('/')).body.toString()).toBe('<p>home page</p>');
    expect((await get('/about')).body.toString()).toBe('<p>about page</p>');
    expect((await get('/about/')).body.toString()).toBe('<p>about page</p>');
    expect((await get('/employer/acme')).body.toString()).toBe('<p>acme</p>');
    const job = await get('/jobs/123');
    expect(job.status).toBe(200);
    expect(job.body.toString()).toBe('<p>job page</p>');
    expect(job.headers['cache-control']).toBe('no-cache');
    expect((await get('/jobs/123/')).body.toString()).toBe('<p>job page</p>');
    expect((await get('/signin')).body.toString()).toBe('<p>shell</p>');
    expect((await get('/jobs/123/more')).body.toString()).toBe('<p>shell</p>');
    expect((await get('/assets/missing.js')).status).toBe(404);
  });

  it('sends brotli or gzip as the client accepts, with Vary', async () => {
    const br = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('caches hashed assets for a year and makes HTML and sw.js revalidate', async () => {
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/about')).headers['cache-control']).toBe('no-cache');
    expect((await get('/icons/icon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a revalidation of an unchanged page with 304', async () => {
    const first = await get('/about', { 'Accept-Encoding': 'br' });
    const again = await get('/about', {
      'Accept-Encoding': 'br',
      'If-None-Match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends a CSP with the hashes of the page’s own inline scripts, and the other security headers', async () => {
    const page = await get('/jobs');
    const csp = String(page.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split('; ').map((directive) => {
        const [name = '', ...values] = directive.split(' ');
        return [name, values];
      }),
    );
    expect(directives['script-src']).toEqual(["'self'", sha256(EARLY), sha256(LOADER)]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual(["'self'", API, 'ws://127.0.0.1:54321']);
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // A page without inline scripts allows none; the worker gets the policy too.
    const about = String((await get('/about')).headers['content-security-policy']);
    expect(about).toContain("script-src 'self'; ");
    expect((await get('/sw.js')).headers['content-security-policy']).toContain(
      "default-src 'self'",
    );
    // With a CAPTCHA site key in the environment (the auth forms' Turnstile widget), its script
    // and frame are allowed too, and only then.
    expect(csp).not.toContain('challenges.cloudflare.com');
    process.env.VITE_TURNSTILE_SITE_KEY = '1x00000000000000000000AA';
    try {
      // (A page's policy is kept per version of its file; the worker's is made per answer.)
      const withCaptcha = String((await get('/sw.js')).headers['content-security-policy']);
      expect(withCaptcha).toContain("script-src 'self' https://challenges.cloudflare.com; ");
      expect(withCaptcha).toContain('frame-src https://challenges.cloudflare.com; ');
    } finally {
      delete process.env.VITE_TURNSTILE_SITE_KEY;
    }
    const asset = await get('/assets/index-abc123.js');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });

  it('takes violation reports but lists them to no one, and logs them without secret links', async () => {
    const report = JSON.stringify({
      'csp-report': {
        'document-uri': 'https://lakarjobbnorden.se/rapport/hemlig-token-123',
        referrer: 'https://lakarjobbnorden.se/ansokan/delad-token-456?x=1',
        'violated-directive': 'script-src-elem',
      },
    });
    const posted = await fetch(`http://127.0.0.1:${port}/__csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: report,
    });
    expect(posted.status).toBe(204);
    const listed = await fetch(`http://127.0.0.1:${port}/__csp-report`);
    expect(listed.status).toBe(405);
    expect(listed.headers.get('allow')).toBe('POST');
    expect(await listed.text()).not.toContain('hemlig-token-123');

    const logged = readFileSync(reportLog, 'utf8');
    expect(logged).toContain('script-src-elem');
    expect(logged).toContain('/rapport/[token]');
    expect(logged).toContain('/ansokan/[token]?x=1');
    expect(logged).not.toMatch(/hemlig-token-123|delad-token-456/);
  });

  it('tells crawlers not to index the secret-link pages', async () => {
    expect((await get('/rapport/abc123')).headers['x-robots-tag']).toBe('noindex');
    expect((await get('/ansokan/abc123')).headers['x-robots-tag']).toBe('noindex');
    expect((await get('/jobs/123')).headers['x-robots-tag']).toBeUndefined();
  });

  it('writes a robots.txt that keeps crawlers off the secret-link pages', () => {
    const plugin = robots();
    const emitted: { fileName?: string; source?: unknown }[] = [];
    const hook = (value: unknown) => value as (this: unknown, ...args: unknown[]) => void;
    hook(plugin.configResolved).call(plugin, { env: { VITE_SUPABASE_URL: API } });
    hook(plugin.generateBundle).call({
      emitFile: (file: (typeof emitted)[0]) => emitted.push(file),
    });
    const lines = String(emitted.find((file) => file.fileName === 'robots.txt')?.source).split(
      '\n',
    );
    expect(lines).toContain('Disallow: /ansokan/');
    expect(lines).toContain('Disallow: /rapport/');
    expect(lines).toContain(`Sitemap: ${API}/functions/v1/job-feeds/sitemap.xml`);
  });

  it('sends /sitemap.xml and the feeds to the job-feeds function, with their filters', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(302);
    expect(sitemap.headers.location).toBe(`${API}/functions/v1/job-feeds/sitemap.xml`);
    const feed = await get('/feed.json?land=NO');
    expect(feed.headers.location).toBe(`${API}/functions/v1/job-feeds/feed.json?land=NO`);
  });
});
