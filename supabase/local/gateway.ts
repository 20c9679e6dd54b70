// The API-key check Supabase's gateway (Kong) does before auth and rest see a request.
import type { IncomingMessage } from 'node:http';
import { verifyJwt } from './jwt.ts';

export type GatewayRefusal = { status: 401; body: { message: string; hint?: string } };

/** null when the request carries a valid project API key (header `apikey` or `?apikey=`). */
export async function checkApiKey(
  req: IncomingMessage,
  url: URL,
  jwtSecret: string,
): Promise<GatewayRefusal | null> {
  const header = req.headers.apikey;
  const apiKey = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey');
  if (!apiKey) {
    return {
      status: 401,
      body: {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
    };
  }
  const verified = await verifyJwt(apiKey, jwtSecret);
  const role = verified.ok ? verified.claims.role : undefined;
  if (role === 'anon' || role === 'service_role') return null;
  return {
    status: 401,
    body: {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    },
  };
}
