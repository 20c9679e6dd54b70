// Runs under Deno, started by ./runner.ts: loads each Edge Function's index.ts unchanged, captures
// the handler it passes to Deno.serve, and serves all of them on one private loopback port,
// routed by the first path segment (/<name>/...). Exits when its parent closes stdin.

type Handler = (req: Request) => Response | Promise<Response>;
interface ServeOptions {
  port?: number;
  hostname?: string;
  handler?: Handler;
  onListen?: (addr: { port: number }) => void;
}

// The slice of the Deno namespace used here; this file is type-checked by tsc, not deno check.
declare const Deno: {
  serve: (...args: unknown[]) => unknown;
  env: { get(name: string): string | undefined };
  stdin: { readable: ReadableStream<Uint8Array> };
  exit(code: number): never;
};

const functionsDir = Deno.env.get('STANDIN_FUNCTIONS_DIR') as string;
const publicUrl = Deno.env.get('SUPABASE_URL') as string;
const realServe = Deno.serve.bind(Deno);

const handlers = new Map<string, Handler>();
let captured: Handler | undefined;
let loading: Promise<unknown> = Promise.resolve();

function handlerFrom(args: unknown[]): Handler | undefined {
  const [first, second] = args;
  if (typeof first === 'function') return first as Handler;
  if (typeof second === 'function') return second as Handler;
  return (first as ServeOptions | undefined)?.handler;
}

// A function's Deno.serve call hands over its handler instead of opening a port.
Deno.serve = (...args: unknown[]) => {
  captured = handlerFrom(args);
  return {
    finished: new Promise(() => {}),
    shutdown: async () => {},
    ref() {},
    unref() {},
    addr: {},
  };
};

/** Imports the function once (serialised, so each import's Deno.serve call is attributed right). */
function load(name: string): Promise<Handler> {
  const known = handlers.get(name);
  if (known) return Promise.resolve(known);
  const next = loading.then(async () => {
    const already = handlers.get(name);
    if (already) return already;
    captured = undefined;
    await import(`file://${functionsDir}/${name}/index.ts`);
    if (!captured) throw new Error(`${name}/index.ts did not call Deno.serve`);
    handlers.set(name, captured);
    return captured;
  });
  loading = next.catch(() => undefined);
  return next;
}

function failure(status: number, message: string): Response {
  return new Response(JSON.stringify({ code: 'WORKER_ERROR', message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function route(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const name = url.pathname.split('/')[1] ?? '';
  let handler: Handler;
  try {
    handler = await load(name);
  } catch (error) {
    console.error(`[functions] ${name} failed to load:`, error);
    return failure(500, `Function ${name} failed to start`);
  }
  // The function sees the URL its caller used, as on hosted Supabase.
  const outside = new Request(`${publicUrl}/functions/v1${url.pathname}${url.search}`, req);
  try {
    return await handler(outside);
  } catch (error) {
    console.error(`[functions] ${name} threw:`, error);
    return failure(500, `Function ${name} crashed`);
  }
}

realServe({
  hostname: '127.0.0.1',
  port: 0,
  handler: route,
  onListen: ({ port }: { port: number }) => console.log(JSON.stringify({ ready: port })),
});

// The parent holds our stdin open; when it goes away (even kill -9), so do we.
(async () => {
  for await (const _ of Deno.stdin.readable) {
    // nothing to read: stdin is only a lifeline
  }
  Deno.exit(0);
})();
