// Imports doctor jobs from the public job feeds (_server/import/run.ts). Called with the
// service-role key: on hosted Supabase by pg_cron + pg_net every 30 minutes, locally by the
// stand-in's scheduler (STANDIN_JOB_IMPORT_INTERVAL_MS). Sources are read only when enabled, or
// all of them with IMPORT_LIVE=1; a fresh `npm start` has them off and needs no network.
import { HttpError, json, serveJson } from '../_server/http.ts';
import { runImport } from '../_server/import/run.ts';
import { isServiceRole, serviceClient } from '../_server/supabase.ts';

const MB = 1024 * 1024;

async function resolveWithDns(hostname: string): Promise<string[]> {
  const answers = await Promise.allSettled([
    Deno.resolveDns(hostname, 'A'),
    Deno.resolveDns(hostname, 'AAAA'),
  ]);
  return answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
}

const env = (name: string) => Deno.env.get(name) || undefined;

Deno.serve(
  serveJson('import-jobs', async (req) => {
    if (!isServiceRole(req)) throw new HttpError(403, 'Endast för tjänsterollen.');
    const sources = await runImport(serviceClient(), {
      live: env('IMPORT_LIVE') === '1',
      secret: env,
      policy: {
        resolve: resolveWithDns,
        allowLoopback: env('IMPORT_ALLOW_LOOPBACK') === '1',
        timeoutMs: Number(env('IMPORT_TIMEOUT_MS') ?? 20_000),
        maxBytes: Number(env('IMPORT_MAX_MB') ?? 5) * MB,
      },
    });
    return json(200, { ok: true, sources });
  }),
);
