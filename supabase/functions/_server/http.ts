// Request and response helpers every function uses: CORS as Supabase documents it, JSON answers,
// a size-limited JSON body and the caller's address.
export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-retry-count',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  // A refused form reads when it may try again.
  'Access-Control-Expose-Headers': 'Retry-After',
};

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** A refusal the handler turns into a JSON answer `{ error, ...extra }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const SOMETHING_WENT_WRONG = 'Något gick fel. Försök igen senare.';

/** Reads at most `limit` bytes of JSON; 413 beyond it, 400 when it is not JSON. */
export async function readJson(req: Request, limit: number): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > limit) throw new HttpError(413, 'Förfrågan är för stor.');
  const reader = req.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new HttpError(413, 'Förfrågan är för stor.');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new HttpError(400, 'Ogiltig JSON i förfrågan.');
  }
}

/**
 * The caller's address as the platform's edge reports it. Hosted Supabase is fronted by
 * Cloudflare, which sets `cf-connecting-ip` to the address that connected to it, replacing any
 * value a caller sent; `x-forwarded-for` is only appended to, so its first entry is whatever the
 * caller wrote (supabase/discussions #34647). The stand-in's gateway sets the same header.
 * Without it every caller shares one bucket, which fails safe (the limit only gets stricter).
 */
export function clientAddress(req: Request): string {
  return req.headers.get('cf-connecting-ip')?.trim() || 'unknown';
}

/** Wraps a POST handler with OPTIONS, method check and error answers. */
export function serveJson(name: string, handle: (req: Request) => Promise<Response>) {
  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (req.method !== 'POST') return json(405, { error: 'Endast POST stöds.' });
    try {
      return await handle(req);
    } catch (error) {
      if (error instanceof HttpError)
        return json(error.status, { error: error.message, ...error.extra }, error.headers);
      console.error(`[${name}]`, error);
      return json(500, { error: SOMETHING_WENT_WRONG });
    }
  };
}
