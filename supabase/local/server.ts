// The stand-in's HTTP server: CORS, body limits, the API-key gate and routing to the sub-services.
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { allowedHostNames, ConcurrencyCap, hostNameOf, isServiceRoleCall } from './admission.ts';
import { createAuthHandler } from './auth/index.ts';
import { sendJson, setBodyLimit } from './body.ts';
import type { StandInConfig, StandInServices } from './config.ts';
import { applyCors } from './cors.ts';
import { openDatabase } from './db/open.ts';
import { loadRoleSettings } from './db/request.ts';
import { prepareDatabase, type SetupReport } from './db/setup.ts';
import { checkApiKey } from './gateway.ts';
import type { RouteHandler } from './http.ts';
import { createRestHandler } from './rest/handler.ts';
import { createStorageHandler } from './storage/index.ts';

interface Mount {
  prefix: string;
  handler: RouteHandler;
  /** Kong checks the project API key for auth and rest. */
  needsApiKey: boolean;
  /** Paths Kong lets through without a key: the links in auth e-mails open in a bare browser. */
  openPaths?: string[];
  anyOrigin: boolean;
  /** Every request holds the database: capped per client address (admission.ts). */
  capped?: boolean;
  /** Storage streams uploads to disk and applies its own (larger) limits. */
  streamsBody?: boolean;
}

export interface RunningStandIn {
  url: string;
  /** The effective configuration (with the real port when 0 was asked for). */
  config: StandInConfig;
  services: StandInServices;
  setup: SetupReport;
  close(): Promise<void>;
}

const notFound: RouteHandler = async (_req, res) => {
  sendJson(res, 404, { message: 'no Route matched with those values' });
};

type HandlerFactory = (
  config: StandInConfig,
  services: StandInServices,
) => RouteHandler | Promise<RouteHandler>;

/** Sub-services owned by other parts are mounted when their module exists, else a 404. */
async function optionalHandler(
  config: StandInConfig,
  services: StandInServices,
  modulePath: string,
  exportName: string,
): Promise<RouteHandler> {
  const file = join(config.projectRoot, modulePath);
  if (!existsSync(file)) return notFound;
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const factory = module[exportName] as HandlerFactory | undefined;
  return factory ? factory(config, services) : notFound;
}

function matchMount(mounts: Mount[], pathname: string): { mount: Mount; path: string } | null {
  for (const mount of mounts) {
    if (pathname === mount.prefix || pathname.startsWith(`${mount.prefix}/`)) {
      return { mount, path: pathname.slice(mount.prefix.length) || '/' };
    }
  }
  return null;
}

type ClosableHandler = RouteHandler & { close?: () => void | Promise<void> };

export async function startServer(requested: StandInConfig): Promise<RunningStandIn> {
  const db = await openDatabase({
    databaseUrl: requested.databaseUrl,
    pgliteDir: join(requested.dataDir, 'pgdata'),
  });
  let setup: SetupReport;
  try {
    setup = await prepareDatabase(db, requested.projectRoot);
    await loadRoleSettings(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const services: StandInServices = { db };

  // Bind first: with port 0 the sub-services must learn the real port (functions get SUPABASE_URL).
  let mounts: Mount[] = [];
  // A request that arrives while the sub-services start is told to come back, as a gateway whose
  // upstream is not up yet (before, it met the routing's uninitialised state and got a 500).
  let ready = false;
  const server: Server = createServer((req, res) => {
    if (!ready) {
      res.setHeader('Retry-After', '1');
      sendJson(res, 503, { message: 'The stand-in is starting' });
      return;
    }
    handle(req, res).catch((error: unknown) => {
      console.error('[stand-in] unhandled error', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal error' });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(requested.port, requested.host, () => resolve());
  }).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${requested.host}:${port}`;
  const config: StandInConfig =
    requested.port === 0 ? { ...requested, port, publicUrl: url } : requested;

  const functionsHandler: ClosableHandler = await optionalHandler(
    config,
    services,
    'supabase/local/functions/index.ts',
    'createFunctionsHandler',
  );
  const mailHandler: ClosableHandler = await optionalHandler(
    config,
    services,
    'supabase/local/mail/index.ts',
    'createMailHandler',
  );
  mounts = [
    {
      prefix: '/auth/v1',
      handler: createAuthHandler(config, { ...services, db: db.auth }),
      needsApiKey: true,
      openPaths: ['/verify', '/callback', '/authorize'],
      anyOrigin: false,
      capped: true,
    },
    {
      prefix: '/rest/v1',
      handler: createRestHandler(config, services),
      needsApiKey: true,
      anyOrigin: false,
      capped: true,
    },
    // Kong has no key-auth on /storage/v1: signed URLs open in a bare browser.
    {
      prefix: '/storage/v1',
      handler: await createStorageHandler(config, services),
      needsApiKey: false,
      anyOrigin: false,
      streamsBody: true,
    },
    { prefix: '/functions/v1', handler: functionsHandler, needsApiKey: false, anyOrigin: true },
    { prefix: '/mail', handler: mailHandler, needsApiKey: false, anyOrigin: false },
  ];

  const hostNames = allowedHostNames(config.publicUrl, config.host, config.allowedHosts);
  const cap = new ConcurrencyCap(config.maxConcurrentPerAddress);
  ready = true;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (!hostNames.has(hostNameOf(req))) {
      sendJson(res, 421, { message: 'Unknown host: this server answers only to its own name' });
      return;
    }
    const url = new URL(req.url ?? '/', config.publicUrl);
    const matched = matchMount(mounts, url.pathname);
    const cors = { appOrigins: config.appOrigins, anyOrigin: !!matched?.mount.anyOrigin };
    if (applyCors(req, res, cors)) return;
    if (mounts.length === 0) {
      sendJson(res, 503, { message: 'The stand-in is starting' });
      return;
    }
    if (url.pathname === '/health') {
      sendJson(res, 200, { status: 'ok', database: db.kind });
      return;
    }
    if (!matched) {
      await notFound(req, res, { url, path: url.pathname });
      return;
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > config.bodyLimitBytes && !matched.mount.streamsBody) {
      res.setHeader('Connection', 'close');
      sendJson(res, 413, {
        code: null,
        details: null,
        hint: null,
        message: `The request body is larger than ${config.bodyLimitBytes} bytes`,
      });
      return;
    }
    setBodyLimit(req, config.bodyLimitBytes);
    const open = req.method === 'GET' && matched.mount.openPaths?.includes(matched.path);
    if (matched.mount.needsApiKey && !open) {
      const refusal = await checkApiKey(req, url, config.jwtSecret);
      if (refusal) {
        sendJson(res, refusal.status, refusal.body);
        return;
      }
    }
    const capped = matched.mount.capped && !isServiceRoleCall(req, config.serviceRoleKey);
    const release = capped ? cap.enter(req) : () => {};
    if (!release) {
      sendJson(
        res,
        503,
        { message: 'Too many requests in progress from this address; try again shortly' },
        { 'Retry-After': '1' },
      );
      return;
    }
    try {
      await matched.mount.handler(req, res, { url, path: matched.path });
    } finally {
      release();
    }
  }

  return {
    url,
    config,
    services,
    setup,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await functionsHandler.close?.();
      await mailHandler.close?.();
      await db.close();
    },
  };
}
