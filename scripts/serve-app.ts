// Serves the production build (dist/) as a static host should: each prerendered page's own HTML
// (`/about` → about.html, `/` → index.html), the SPA fallback to shell.html for other app routes, the build's
// precompressed .br/.gz copies (scripts/vite-plugin-compress.ts) to clients that accept them, no
// caching of the files that decide updates, a year's immutable caching for hashed assets, and the
// security headers (scripts/security-headers.ts): a CSP per page with its inline scripts' hashes.
import { appendFileSync, createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { JOB_PAGE_PATH } from '../src/lib/jobPath.ts';
import { JOB_PAGE_FILE, SHELL_FILE } from '../src/prerender/pageFiles.ts';
import {
  COMMON_SECURITY_HEADERS,
  contentSecurityPolicy,
  scriptHashes,
} from './security-headers.ts';
import { feedsPath } from './vite-plugin-robots.ts';

/** The site's sitemap and feeds are the job-feeds function's answers. */
const FEEDS = new Set(['/sitemap.xml', '/atom.xml', '/feed.json']);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Files a browser must re-check on every load, or a new version would never be noticed. */
const ALWAYS_REVALIDATE = new Set(['/sw.js', '/manifest.webmanifest', '/registerSW.js']);

function cacheControl(servedPath: string, file: string): string {
  // HTML names the current build's assets: a stale page would start an old build.
  if (file.endsWith('.html') || ALWAYS_REVALIDATE.has(servedPath)) return 'no-cache';
  // Vite puts content-hashed files in /assets; their name changes whenever their content does.
  if (servedPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Precompressed copies the build writes beside a file, best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Codings the client accepts (q > 0); `Accept-Encoding: br;q=0` refuses brotli. */
function acceptedEncodings(req: IncomingMessage): Set<string> {
  const accepted = new Set<string>();
  for (const part of String(req.headers['accept-encoding'] ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/** The file under `root` for a URL path, or null when it does not exist or escapes root. */
function resolveFile(root: string, urlPath: string): string | null {
  const candidate = normalize(join(root, urlPath));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  if (!existsSync(candidate)) return null;
  const stat = statSync(candidate);
  if (stat.isDirectory()) return resolveFile(root, join(urlPath, 'index.html'));
  return stat.isFile() ? candidate : null;
}

/**
 * The file that answers a URL path and the path it is cached under. A path without an extension
 * is an app route: its prerendered page (`/employer/x` → employer/x.html, a job → job.html) when
 * the build has one, else the shell (shell.html), whatever the Accept header, as static hosts do (the app then routes, and shows
 * its 404 page for unknown paths). Missing files with an extension are 404.
 */
function route(root: string, urlPath: string): { file: string; servedPath: string } | null {
  const trimmed = urlPath.replace(/\/+$/, '') || '/';
  const candidates =
    extname(trimmed) !== ''
      ? [trimmed]
      : trimmed === '/'
        ? ['/index.html']
        : [
            `${trimmed}.html`,
            trimmed,
            ...(JOB_PAGE_PATH.test(trimmed) ? [JOB_PAGE_FILE] : []),
            SHELL_FILE,
          ];
  for (const servedPath of candidates) {
    const file = resolveFile(root, servedPath);
    if (file) return { file, servedPath };
  }
  return null;
}

/**
 * Where browsers report what the CSP blocked (report-uri). Write-only: the reports name the
 * pages they came from, `/rapport/<token>` and `/ansokan/<token>` among them, so they are logged
 * with those tokens blanked, and appended to `reportLog` (one report a line) when the run sets
 * one: the e2e run reads that file and fails when the app broke its own policy anywhere
 * (tests/support/csp-reports.ts).
 */
export const CSP_REPORT_PATH = '/__csp-report';
const MAX_REPORT_BYTES = 16_384;

/** Paths whose last segment is a secret link's token (an employer's report, a shared application). */
const TOKEN_PATHS = /\/(rapport|ansokan|kortlista)\/[^/?#"\s\\]+/g;

export function redactTokens(text: string): string {
  return text.replace(TOKEN_PATHS, '/$1/[token]');
}

function cspReports(reportLog: string | undefined) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST', ...COMMON_SECURITY_HEADERS }).end();
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_REPORT_BYTES) req.destroy();
    });
    req.on('end', () => {
      const report = redactTokens(body).replace(/\s*\n\s*/g, ' ');
      console.warn(`[app] Content-Security-Policy violation: ${report}`);
      if (reportLog) appendFileSync(reportLog, `${report}\n`);
      res.writeHead(204).end();
    });
  };
}

/** Pages reached only through a secret link: kept out of search engines by a header too. */
const NOINDEX_PATHS = /^\/(rapport|ansokan|kortlista)(\/|$)/;

/**
 * The CSP of a served file: a page's with the hashes of its own inline scripts (read once per
 * version of the file), the service worker's without any; none for other files.
 */
function policyFor(apiUrl: string) {
  const pages = new Map<string, { mtimeMs: number; policy: string }>();
  return (file: string, servedPath: string, mtimeMs: number): string | undefined => {
    if (servedPath === '/sw.js') return contentSecurityPolicy(apiUrl, [], CSP_REPORT_PATH);
    if (!file.endsWith('.html')) return undefined;
    const known = pages.get(file);
    if (known?.mtimeMs === mtimeMs) return known.policy;
    const hashes = scriptHashes(readFileSync(file, 'utf8'));
    const policy = contentSecurityPolicy(apiUrl, hashes, CSP_REPORT_PATH);
    pages.set(file, { mtimeMs, policy });
    return policy;
  };
}

export function serveApp(options: {
  root: string;
  host: string;
  port: number;
  /** The backend the build talks to (VITE_SUPABASE_URL): the CSP's connect-src. */
  apiUrl: string;
  /** A file the CSP reports are appended to (the e2e run's), besides the log. */
  cspReportLog?: string;
}): Promise<Server> {
  const root = normalize(options.root);
  const policy = policyFor(options.apiUrl);
  const reports = cspReports(options.cspReportLog);
  const server = createServer((req, res) => {
    if (req.url === CSP_REPORT_PATH) {
      reports(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...COMMON_SECURITY_HEADERS }).end();
      return;
    }
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (FEEDS.has(urlPath)) {
      const query = new URL(req.url ?? '/', 'http://localhost').search;
      const target = `${options.apiUrl.replace(/\/+$/, '')}${feedsPath(urlPath.slice(1))}${query}`;
      res.writeHead(302, { Location: target, ...COMMON_SECURITY_HEADERS }).end();
      return;
    }
    const found = route(root, urlPath);
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const accepted = acceptedEncodings(req);
    const encoding = ENCODINGS.find(
      ({ name, suffix }) => accepted.has(name) && existsSync(found.file + suffix),
    );
    const body = encoding ? found.file + encoding.suffix : found.file;
    const source = statSync(found.file);
    // Weak: the file's br, gzip and identity bodies share it (RFC 9110 §8.8.1).
    const etag = `W/"${source.size.toString(36)}-${Math.round(source.mtimeMs).toString(36)}"`;
    const headers: Record<string, string | number> = {
      'Content-Type':
        CONTENT_TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(found.servedPath, found.file),
      ETag: etag,
      ...COMMON_SECURITY_HEADERS,
    };
    const csp = policy(found.file, found.servedPath, source.mtimeMs);
    if (csp) headers['Content-Security-Policy'] = csp;
    // The pages set noindex by script as well; a crawler that runs none still reads this.
    if (NOINDEX_PATHS.test(urlPath)) headers['X-Robots-Tag'] = 'noindex';
    // Caches must keep the encodings apart whenever the build has a compressed copy of this file.
    if (ENCODINGS.some(({ suffix }) => existsSync(found.file + suffix)))
      headers.Vary = 'Accept-Encoding';
    if (encoding) headers['Content-Encoding'] = encoding.name;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    headers['Content-Length'] = statSync(body).size;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(body).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
