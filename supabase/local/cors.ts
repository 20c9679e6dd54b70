// CORS for the stand-in: the app's origins everywhere, any origin for Edge Functions (as Supabase).
import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'accept-profile',
  'content-profile',
  'prefer',
  'accept',
  'range',
  'range-unit',
  'x-retry-count',
  'x-idempotency-key',
  'x-region',
  // Storage uploads (storage-js): upsert flag, raw bodies' caching, metadata and encoding.
  'x-upsert',
  'cache-control',
  'x-metadata',
  'content-encoding',
].join(', ');

const EXPOSED_HEADERS = [
  'Content-Range',
  'X-Supabase-Api-Version',
  'x-sb-error-code',
  'Content-Location',
  'Location',
  'x-relay-error',
  'Content-Disposition',
  'Content-Length',
  'ETag',
].join(', ');

/** Adds CORS headers; returns true when the request was a preflight and has been answered. */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  options: { appOrigins: string[]; anyOrigin: boolean },
): boolean {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (origin && (options.anyOrigin || options.appOrigins.includes(origin))) {
    res.setHeader('Access-Control-Allow-Origin', options.anyOrigin ? '*' : origin);
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  }
  if (req.method !== 'OPTIONS') return false;
  if (res.hasHeader('Access-Control-Allow-Origin')) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '3600');
  }
  res.writeHead(204);
  res.end();
  return true;
}
