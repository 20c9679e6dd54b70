// The stand-in's /functions/v1/<name>: checks the JWT as Supabase does, then hands the request
// to the Deno host running supabase/functions/<name>/index.ts unchanged. Also drives the scheduled
// functions as pg_cron does in production: the e-mail retry worker (process-email-queue) every few
// seconds, the job alerts (send-job-alerts) every minute, the deletion of applications past their
// retention (purge-closed-applications), the removal of documents nothing refers to
// (purge-unattached-documents) and the employers' report e-mails (send-employer-reports) every
// hour, the import of the public job feeds (import-jobs) every 30 minutes.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { BodyTooLargeError, clientIp, readBody, sendJson } from '../body.ts';
import type { StandInConfig } from '../config.ts';
import type { RouteHandler } from '../http.ts';
import { FunctionsHost } from './host-process.ts';
import { checkJwt, functionsWithoutJwtCheck } from './verify-jwt.ts';

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const CALL_TIMEOUT_MS = 60_000;
// Headers that belong to one hop, never forwarded.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

function intervalFrom(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Scheduled functions and their intervals (an interval of 0 turns one off, e.g. in tests). */
const schedule = () => [
  {
    name: 'process-email-queue',
    intervalMs: intervalFrom('STANDIN_EMAIL_QUEUE_INTERVAL_MS', 5000),
  },
  { name: 'send-job-alerts', intervalMs: intervalFrom('STANDIN_JOB_ALERTS_INTERVAL_MS', 60_000) },
  {
    name: 'purge-closed-applications',
    intervalMs: intervalFrom('STANDIN_APPLICATION_PURGE_INTERVAL_MS', 3_600_000),
  },
  {
    name: 'purge-unattached-documents',
    intervalMs: intervalFrom('STANDIN_UNATTACHED_PURGE_INTERVAL_MS', 3_600_000),
  },
  {
    name: 'send-employer-reports',
    intervalMs: intervalFrom('STANDIN_EMPLOYER_REPORTS_INTERVAL_MS', 3_600_000),
  },
  { name: 'import-jobs', intervalMs: intervalFrom('STANDIN_JOB_IMPORT_INTERVAL_MS', 1_800_000) },
];

export interface FunctionsHandler extends RouteHandler {
  close(): Promise<void>;
}

/** KEY=VALUE lines of supabase/functions/.env, the file `supabase functions serve` reads. */
function readSecretsFile(projectRoot: string): Record<string, string> {
  const file = join(projectRoot, 'supabase', 'functions', '.env');
  if (!existsSync(file)) return {};
  const secrets: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = line.match(/^\s*([A-Z_][A-Z0-9_]*)\s*=\s*(.*?)\s*$/);
    if (match?.[1]) secrets[match[1]] = (match[2] ?? '').replace(/^"(.*)"$/, '$1');
  }
  return secrets;
}

/** Function secrets the stand-in passes through from its own environment when set. */
const PASSED_THROUGH = [
  'EMAIL_FROM',
  'EMAIL_RETRY_BASE_SECONDS',
  'EMAIL_MAX_ATTEMPTS',
  'FUNCTIONS_RATE_LIMIT_PER_ADDRESS',
  'FUNCTIONS_RATE_LIMIT_PER_USER',
  'FUNCTIONS_RATE_LIMIT_WINDOW_SECONDS',
  'APPLICATION_RETENTION_DAYS',
  'UNATTACHED_DOCUMENTS_AFTER_HOURS',
  'VAPID_SUBJECT',
];

function functionEnv(config: StandInConfig, publicUrl: string): Record<string, string> {
  const passed = Object.fromEntries(
    PASSED_THROUGH.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
  return {
    // The mail sink; it relays over SMTP itself when SMTP_URL is set.
    EMAIL_API_URL: `${publicUrl}/mail/v1/send`,
    EMAIL_API_KEY: config.serviceRoleKey,
    // Where the links in e-mails point (the app).
    SITE_URL: config.siteUrl,
    // Web Push: the stand-in's key pair (supabase/local/vapid.ts).
    VAPID_PUBLIC_KEY: config.vapid.publicKey,
    VAPID_PRIVATE_KEY: config.vapid.privateKey,
    ...passed,
    ...readSecretsFile(config.projectRoot),
    SUPABASE_URL: publicUrl,
    SUPABASE_ANON_KEY: config.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: config.serviceRoleKey,
    JWT_SECRET: config.jwtSecret,
  };
}

function functionExists(projectRoot: string, name: string): boolean {
  return (
    NAME.test(name) && existsSync(join(projectRoot, 'supabase', 'functions', name, 'index.ts'))
  );
}

/**
 * The request as hosted Supabase's edge (Cloudflare) hands it on: `cf-connecting-ip` is the
 * connecting address, whatever the caller sent in it (the functions' rate limits key on it), and
 * the address is appended to `x-forwarded-for`, whose earlier entries stay the caller's own.
 */
function forwardedHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const address = clientIp(req);
  headers.set('cf-connecting-ip', address);
  const forwarded = headers.get('x-forwarded-for');
  headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${address}` : address);
  return headers;
}

async function relay(upstream: Response, res: ServerResponse): Promise<void> {
  upstream.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && name !== 'content-encoding') res.setHeader(name, value);
  });
  const body = Buffer.from(await upstream.arrayBuffer());
  res.writeHead(upstream.status, { 'Content-Length': String(body.length) });
  res.end(body);
}

export function createFunctionsHandler(config: StandInConfig): FunctionsHandler {
  const openFunctions = functionsWithoutJwtCheck(config.projectRoot);
  let host: FunctionsHost | undefined;
  const timers = new Map<string, NodeJS.Timeout>();
  let scheduleStarted = false;
  let closed = false;

  const hostFor = (publicUrl: string) => {
    host ??= new FunctionsHost({
      projectRoot: config.projectRoot,
      workDir: join(config.dataDir, 'functions'),
      env: functionEnv(config, publicUrl),
    });
    return host;
  };

  const runScheduled = async (publicUrl: string, name: string, intervalMs: number) => {
    try {
      const url = await hostFor(publicUrl).url();
      const response = await fetch(`${url}/${name}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.serviceRoleKey}` },
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      await response.arrayBuffer();
    } catch (error) {
      if (!closed) console.error(`[functions] scheduled ${name} run failed: ${String(error)}`);
    } finally {
      if (!closed) later(publicUrl, name, intervalMs);
    }
  };
  const later = (publicUrl: string, name: string, intervalMs: number) => {
    timers.set(
      name,
      setTimeout(() => runScheduled(publicUrl, name, intervalMs), intervalMs),
    );
  };
  const startSchedule = (publicUrl: string) => {
    if (scheduleStarted || closed) return;
    scheduleStarted = true;
    for (const { name, intervalMs } of schedule()) {
      if (intervalMs > 0 && functionExists(config.projectRoot, name))
        later(publicUrl, name, intervalMs);
    }
  };
  // With a fixed port the address is known now; with port 0 it is learnt from the first call.
  if (config.port !== 0) startSchedule(config.publicUrl);

  const handler = (async (req, res, { url, path }) => {
    const name = path.split('/')[1] ?? '';
    if (!functionExists(config.projectRoot, name)) {
      sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
      return;
    }
    if (!openFunctions.has(name)) {
      const refusal = await checkJwt(req.headers.authorization, config.jwtSecret);
      if (refusal) {
        sendJson(res, 401, refusal);
        return;
      }
    }
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      sendJson(res, 413, { code: 'PAYLOAD_TOO_LARGE', message: error.message });
      return;
    }
    const publicUrl =
      config.port !== 0
        ? config.publicUrl
        : `http://${req.socket.localAddress}:${req.socket.localPort}`;
    startSchedule(publicUrl);
    let upstream: Response;
    try {
      const hostUrl = await hostFor(publicUrl).url();
      upstream = await fetch(`${hostUrl}${path}${url.search}`, {
        method: req.method ?? 'POST',
        headers: forwardedHeaders(req),
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(body),
        // A function's redirect goes back to the caller, as on hosted Supabase.
        redirect: 'manual',
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      console.error(`[functions] ${name}: no answer from the Deno host:`, error);
      sendJson(
        res,
        502,
        { code: 'BOOT_ERROR', message: 'Function failed to respond' },
        { 'x-relay-error': 'true' },
      );
      return;
    }
    await relay(upstream, res);
  }) as FunctionsHandler;

  handler.close = async () => {
    closed = true;
    for (const timer of timers.values()) clearTimeout(timer);
    await host?.stop();
  };
  // The Deno host also exits by itself when this process dies (its stdin closes).
  process.once('exit', () => void handler.close());
  return handler;
}
