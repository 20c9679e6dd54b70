// Imports doctor jobs from the public job feeds (_server/import/run.ts). Called with the
// service-role key: on hosted Supabase by pg_cron + pg_net every 30 minutes, locally by the
// stand-in's scheduler (STANDIN_JOB_IMPORT_INTERVAL_MS). Sources are read only when enabled, or
// all of them with IMPORT_LIVE=1; a fresh `npm start` has them off and needs no network.
// An admin (/admin/kallor) calls it too: a test fetch of a feed that stores nothing, adding a
// source, or a run of one source now (_server/import/admin.ts).
import * as v from 'valibot';
import { HttpError, json, readJson, serveJson } from '../_server/http.ts';
import { addSource, previewSource, runSourceNow } from '../_server/import/admin.ts';
import { type ImportOptions, runImport } from '../_server/import/run.ts';
import { isServiceRole, requireUser, serviceClient } from '../_server/supabase.ts';
import { fieldErrors } from '../_shared/schemas/issues.ts';
import { jobSourceRequestSchema } from '../_shared/schemas/job-source.ts';

const MB = 1024 * 1024;
const BODY_LIMIT_BYTES = 8 * 1024;

async function resolveWithDns(hostname: string): Promise<string[]> {
  const answers = await Promise.allSettled([
    Deno.resolveDns(hostname, 'A'),
    Deno.resolveDns(hostname, 'AAAA'),
  ]);
  return answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
}

const env = (name: string) => Deno.env.get(name) || undefined;

const importOptions = (): ImportOptions => ({
  live: env('IMPORT_LIVE') === '1',
  secret: env,
  policy: {
    resolve: resolveWithDns,
    allowLoopback: env('IMPORT_ALLOW_LOOPBACK') === '1',
    timeoutMs: Number(env('IMPORT_TIMEOUT_MS') ?? 20_000),
    maxBytes: Number(env('IMPORT_MAX_MB') ?? 5) * MB,
  },
});

/** Only an admin manages sources: the same role the job_sources policy asks for. */
async function requireAdmin(req: Request): Promise<void> {
  const user = await requireUser(req);
  const { data, error } = await serviceClient()
    .from('user_roles')
    .select('user_id')
    .eq('user_id', user.id)
    .eq('role', 'admin')
    .maybeSingle();
  if (error) throw new Error(`reading the caller's role failed: ${error.message}`);
  if (!data) throw new HttpError(403, 'Endast administratörer hanterar jobbkällor.');
}

async function adminRequest(req: Request): Promise<Response> {
  await requireAdmin(req);
  const parsed = v.safeParse(jobSourceRequestSchema, await readJson(req, BODY_LIMIT_BYTES));
  if (!parsed.success)
    throw new HttpError(400, parsed.issues[0]?.message ?? 'Ogiltig förfrågan.', {
      fields: fieldErrors(parsed.issues),
    });
  const request = parsed.output;
  const options = importOptions();
  if (request.action === 'preview') {
    const preview = await previewSource(request, { ...options, now: new Date() });
    return json(200, { ok: true, preview });
  }
  if (request.action === 'add') {
    const id = await addSource(serviceClient(), request);
    return json(201, { ok: true, id });
  }
  const summary = await runSourceNow(serviceClient(), request.source_id, options);
  return json(200, { ok: true, summary });
}

Deno.serve(
  serveJson('import-jobs', async (req) => {
    if (!isServiceRole(req)) return adminRequest(req);
    const sources = await runImport(serviceClient(), importOptions());
    return json(200, { ok: true, sources });
  }),
);
