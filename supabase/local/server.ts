// The stand-in's HTTP server: CORS, body limits, the API-key gate and routing to the sub-services.
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createAuthHandler } from './auth/index.ts';
import { sendJson, setBodyLimit } from './body.ts';
import type { StandInConfig, StandInServices } from './config.ts';
import { applyCors } from './cors.ts';
import { openDatabase } from './db/index.ts';
import { prepareDatabase, type SetupReport } from './db/setup.ts';
import { checkApiKey } from './gateway.ts';
import type { RouteHandler } from './http.ts';
import { createRestHandler } from './rest/handler.ts';

interface Mount {
  prefix: string;
  handler: RouteHandler;
  /** Kong checks the project API key for auth and rest. */
  needsApiKey: boolean;
  anyOrigin: boolean;
}

export interface RunningStandIn {
  url: string;
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

export async function startServer(config: StandInConfig): Promise<RunningStandIn> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pgdata'),
  });
  let setup: SetupReport;
  try {
    setup = await prepareDatabase(db, config.projectRoot);
  } catch (error) {
    await db.close();
    throw error;
  }
  const services: StandInServices = { db };

  const mounts: Mount[] = [
    {
      prefix: '/auth/v1',
      handler: createAuthHandler(config, services),
      needsApiKey: true,
      anyOrigin: false,
    },
    {
      prefix: '/rest/v1',
      handler: createRestHandler(config, services),
      needsApiKey: true,
      anyOrigin: false,
    },
    {
      prefix: '/functions/v1',
      handler: await optionalHandler(
        config,
        services,
        'supabase/local/functions/index.ts',
        'createFunctionsHandler',
      ),
      needsApiKey: false,
      anyOrigin: true,
    },
    {
      prefix: '/mail',
      handler: await optionalHandler(
        config,
        services,
        'supabase/local/mail/index.ts',
        'createMailHandler',
      ),
      needsApiKey: false,
      anyOrigin: false,
    },
  ];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', config.publicUrl);
    const matched = matchMount(mounts, url.pathname);
    if (
      applyCors(req, res, { appOrigins: config.appOrigins, anyOrigin: !!matched?.mount.anyOrigin })
    ) {
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
    if (declared > config.bodyLimitBytes) {
      res.setHeader('Connection', 'close');
      sendJson(res, 413, {
        message: 'Request body is too large',
        code: null,
        details: null,
        hint: null,
      });
      return;
    }
    setBodyLimit(req, config.bodyLimitBytes);
    if (matched.mount.needsApiKey) {
      const refusal = await checkApiKey(req, url, config.jwtSecret);
      if (refusal) {
        sendJson(res, refusal.status, refusal.body);
        return;
      }
    }
    await matched.mount.handler(req, res, { url, path: matched.path });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[stand-in] unhandled error', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal error' });
      else res.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${config.host}:${port}`,
    services,
    setup,
    async close() {
      // Sub-services with their own processes or timers (functions) stop with the server.
      for (const { handler } of mounts) (handler as { close?: () => void }).close?.();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
