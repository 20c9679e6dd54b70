// Requests from a chosen loopback address (127.0.0.x), so the stand-in sees different clients
// the way a server sees different machines: its per-address limits key on the socket address.
import { request } from 'node:http';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { StandIn } from './standin';

/** A fetch that connects from `localAddress` (plain HTTP, as the stand-in speaks). */
export function fetchFrom(localAddress: string): typeof fetch {
  return (input, init = {}) =>
    new Promise((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const headers = new Headers(input instanceof Request ? input.headers : undefined);
      for (const [name, value] of new Headers(init.headers)) headers.set(name, value);
      const body = init.body === undefined || init.body === null ? undefined : String(init.body);
      if (body !== undefined) headers.set('content-length', String(Buffer.byteLength(body)));
      const req = request(
        url,
        {
          method: init.method ?? 'GET',
          localAddress,
          agent: false,
          headers: Object.fromEntries(headers),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const answer = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              if (value !== undefined) answer.set(name, String(value));
            }
            const status = res.statusCode ?? 0;
            const empty = status === 204 || status === 304;
            resolve(
              new Response(empty ? null : Buffer.concat(chunks), { status, headers: answer }),
            );
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}

/** A supabase-js client whose every request comes from `localAddress`. */
export function clientAt(standIn: StandIn, localAddress: string, key = standIn.anonKey) {
  return createClient(standIn.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchFrom(localAddress) },
  }) as SupabaseClient;
}
