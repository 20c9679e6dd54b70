// Serves the production build (dist/) like a static host: correct content types, SPA fallback
// to index.html for app routes, no-cache for the files that decide updates, long cache for hashed assets.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

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
const ALWAYS_REVALIDATE = new Set([
  '/index.html',
  '/sw.js',
  '/manifest.webmanifest',
  '/registerSW.js',
]);

function cacheControl(urlPath: string): string {
  if (ALWAYS_REVALIDATE.has(urlPath)) return 'no-cache';
  // Vite puts content-hashed files in /assets; their name changes whenever their content does.
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * An app route: a path without a file extension gets index.html, whatever the Accept header, as
 * static hosts do, so links, crawlers and plain HTTP clients see the page. Missing files 404.
 */
function isAppRoute(urlPath: string): boolean {
  return extname(urlPath) === '';
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

export function serveApp(options: { root: string; host: string; port: number }): Promise<Server> {
  const root = normalize(options.root);
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let file = resolveFile(root, urlPath);
    let servedPath = urlPath === '/' ? '/index.html' : urlPath;
    if (!file && isAppRoute(urlPath)) {
      file = resolveFile(root, '/index.html');
      servedPath = '/index.html';
    }
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': statSync(file).size,
      'Cache-Control': cacheControl(servedPath),
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
