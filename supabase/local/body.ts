// Request-body reading with a size limit, and small response helpers shared by the sub-services.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzip } from 'node:zlib';
import { addressGroup } from '../functions/_shared/address-group.ts';

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** The server sets this on each request before a handler runs (see server.ts). */
const limits = new WeakMap<IncomingMessage, number>();

export function setBodyLimit(req: IncomingMessage, bytes: number): void {
  limits.set(req, bytes);
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const limit = limits.get(req) ?? 1024 * 1024;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLargeError(limit);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  sendBody(res, status, { 'Content-Type': 'application/json; charset=utf-8', ...headers }, text);
}

/** Smaller bodies are not worth the CPU (hosted gateways use a similar threshold). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Writes a response, gzip-compressed when the client accepts it and the body is large enough,
 * as hosted Supabase's gateway does: a job list that is 55 KB of JSON travels as ~12 KB.
 */
export function sendBody(
  res: ServerResponse,
  status: number,
  headers: Record<string, string | number>,
  body: string | undefined,
): void {
  const accepts = /\bgzip\b/.test(String(res.req?.headers['accept-encoding'] ?? ''));
  if (body === undefined || !accepts || Buffer.byteLength(body) < COMPRESS_FROM_BYTES) {
    res.writeHead(status, headers);
    res.end(body);
    return;
  }
  gzip(body, (error, compressed) => {
    if (error) {
      res.writeHead(status, headers);
      res.end(body);
      return;
    }
    res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    res.end(compressed);
  });
}

/** Lower-case header map of single string values (joins repeated headers with ", "). */
export function headerMap(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

export function clientIp(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/** The client a per-address limit counts: the address, or an IPv6 address's /64. */
export function clientKey(req: IncomingMessage): string {
  return addressGroup(clientIp(req));
}
