// A document stays what was checked, through supabase-js against the stand-in on
// PGlite or PostgreSQL: every write is sniffed and stored as what its bytes are, a filed document
// keeps its bytes, keys, types and Cache-Control are what the app sends (400, never 500), a
// doctor's uploads total at most 50 MB, objects nothing refers to go after a day, and nothing is
// added to an application once its notice went out. The employer's link names files itself.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages } from '../../supabase/functions/_shared/documents/file-check.ts';
import { createConfirmedJobSeeker } from '../support/accounts.ts';
import { publishTestJob } from '../support/jobs.ts';
import { latestMailTo } from '../support/mail-sink.ts';
import { clientFor, type StandIn, signedInClient, startStandIn } from '../support/standin.ts';
import { workerSendsNotice } from './email-harness.ts';

let standIn: StandIn;
let service: SupabaseClient;

const PASSWORD = 'Hemligt123!';
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const HTML = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]);
const MiB = 1024 * 1024;

async function doctor(fullName = 'Anna Andersson') {
  const email = `trust-${randomUUID()}@example.com`;
  const id = await createConfirmedJobSeeker(standIn, {
    email,
    password: PASSWORD,
    metadata: { full_name: fullName },
  });
  return { client: await signedInClient(standIn, email, PASSWORD), id };
}
type Doctor = Awaited<ReturnType<typeof doctor>>;

async function uploadAndRegister(me: Doctor, file: File) {
  const id = randomUUID();
  const path = `${me.id}/${id}`;
  const uploaded = await me.client.storage.from('documents').upload(path, file);
  expect(uploaded.error).toBeNull();
  const { error } = await me.client.functions.invoke('register-document', {
    body: { id, kind: 'cv', fileName: file.name },
  });
  expect(error).toBeNull();
  return { id, path };
}

async function stored(me: Doctor, path: string) {
  const { data, error } = await me.client.storage.from('documents').download(path);
  if (error) throw error;
  return { type: data.type, bytes: new Uint8Array(await data.arrayBuffer()) };
}

const runJob = (name: string) =>
  fetch(`${standIn.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${standIn.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: '{}',
  });

beforeAll(async () => {
  standIn = await startStandIn({
    env: {
      STANDIN_EMAIL_QUEUE_INTERVAL_MS: '0',
      STANDIN_JOB_ALERTS_INTERVAL_MS: '0',
      STANDIN_APPLICATION_PURGE_INTERVAL_MS: '0',
      STANDIN_UNATTACHED_PURGE_INTERVAL_MS: '0',
      // Every unattached object counts as a day old, so the test need not wait one.
      UNATTACHED_DOCUMENTS_AFTER_HOURS: '0',
    },
  });
  service = clientFor(standIn, standIn.serviceRoleKey);
}, 120_000);

afterAll(async () => {
  await standIn?.stop();
});

describe('every write is checked', () => {
  it('refuses an upsert of HTML or an .exe declared as PDF over a filed PDF, which stays unchanged', async () => {
    const me = await doctor();
    const cv = await uploadAndRegister(me, new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
    const bucket = me.client.storage.from('documents');
    for (const bytes of [HTML, EXE]) {
      const upsert = await bucket.upload(cv.path, bytes, {
        upsert: true,
        contentType: 'application/pdf',
      });
      expect(upsert.error).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
    }
    expect(await stored(me, cv.path)).toEqual({ type: 'application/pdf', bytes: PDF });
  });

  it('stores the type the bytes show, not the declared one', async () => {
    const me = await doctor();
    const path = `${me.id}/${randomUUID()}`;
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const { error } = await me.client.storage
      .from('documents')
      .upload(path, png, { contentType: 'application/pdf' });
    expect(error).toBeNull();
    expect((await stored(me, path)).type).toBe('image/png');
  });

  it('a filed document keeps its bytes: another real PDF is refused, the same bytes again are not', async () => {
    const me = await doctor();
    const cv = await uploadAndRegister(me, new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
    const bucket = me.client.storage.from('documents');
    const other = new TextEncoder().encode('%PDF-1.4\nsomething else\n%%EOF\n');
    const swap = await bucket.upload(cv.path, other, {
      upsert: true,
      contentType: 'application/pdf',
    });
    expect(swap.error).toMatchObject({
      statusCode: '403',
      message:
        'Dokumentet är redan kontrollerat och kan inte bytas ut. Ladda upp det som ett nytt dokument.',
    });
    // The outbox replays its upload after a lost answer: the same bytes pass.
    const replay = await bucket.upload(cv.path, PDF, {
      upsert: true,
      contentType: 'application/pdf',
    });
    expect(replay.error).toBeNull();
    expect((await stored(me, cv.path)).bytes).toEqual(PDF);
  });

  it('refuses a malformed content type such as image/png/;text/html', async () => {
    const me = await doctor();
    const path = `${me.id}/${randomUUID()}`;
    const { error } = await me.client.storage
      .from('documents')
      .upload(path, HTML, { contentType: 'image/png/;text/html' });
    expect(error).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
    expect((await me.client.storage.from('documents').download(path)).error).toMatchObject({
      statusCode: '404',
    });
  });

  it('answers a 4,000-character key and a Cache-Control with CRLF with 400 and a reason, never 500', async () => {
    const me = await doctor();
    const bucket = me.client.storage.from('documents');
    const longKey = await bucket.upload(`${me.id}/${'a'.repeat(4000)}`, PDF, {
      contentType: 'application/pdf',
    });
    expect(longKey.error).toMatchObject({
      status: 400,
      statusCode: '400',
      code: 'InvalidKey',
      message: 'Invalid key: longer than 1024 bytes',
    });
    const path = `${me.id}/${randomUUID()}`;
    const crlf = await bucket.upload(path, new File([PDF], 'cv.pdf', { type: 'application/pdf' }), {
      cacheControl: '3600\r\nSet-Cookie: session=stolen',
    });
    expect(crlf.error).toMatchObject({
      status: 400,
      statusCode: '400',
      code: 'InvalidRequest',
      message: 'Invalid cache-control: expected directives such as max-age=<seconds>',
    });
    expect((await bucket.download(path)).error).toMatchObject({ statusCode: '404' });
  });
});

describe('a doctor’s uploads total at most 50 MB', () => {
  it('refuses the upload past 50 MB with the Swedish reason; deleting one makes room', async () => {
    const me = await doctor();
    const bucket = me.client.storage.from('documents');
    const tenMiB = new Uint8Array(10 * MiB);
    tenMiB.set(PDF);
    const paths: string[] = [];
    for (let i = 0; i < 5; i++) {
      const path = `${me.id}/${randomUUID()}`;
      const { error } = await bucket.upload(path, tenMiB, { contentType: 'application/pdf' });
      expect(error).toBeNull();
      paths.push(path);
    }
    const over = await bucket.upload(`${me.id}/${randomUUID()}`, PDF, {
      contentType: 'application/pdf',
    });
    expect(over.error).toMatchObject({ statusCode: '403', message: documentMessages.quota });
    const [first = ''] = paths;
    expect((await bucket.remove([first])).error).toBeNull();
    const after = await bucket.upload(`${me.id}/${randomUUID()}`, PDF, {
      contentType: 'application/pdf',
    });
    expect(after.error).toBeNull();
  });
});

async function apply(me: Doctor, jobId: string, documentIds: string[]): Promise<string> {
  const applicationId = randomUUID();
  const { error } = await me.client.from('job_applications').insert({
    id: applicationId,
    job_id: jobId,
    applicant_id: me.id,
    cover_letter: 'Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
    chosen_document_ids: documentIds,
  } as never);
  expect(error).toBeNull();
  return applicationId;
}

describe('applications keep what was sent', () => {
  it('refuses documents added after the notice went out, and the employer downloads under a name the server made', async () => {
    const me = await doctor('Anna Andersson');
    const cv = await uploadAndRegister(
      me,
      new File([PDF], 'CV Anna Andersson.html', { type: 'application/pdf' }),
    );
    const later = await uploadAndRegister(
      me,
      new File([PDF], 'extra.pdf', { type: 'application/pdf' }),
    );
    const employerEmail = `arbetsgivare-${randomUUID()}@example.com`;
    const jobId = await publishTestJob(service, { employer_email: employerEmail });
    const applicationId = await apply(me, jobId, [cv.id]);
    const sent = await me.client.functions.invoke('send-job-application', {
      body: { applicationId, jobId },
    });
    expect(sent.error).toBeNull();
    const notice = await service
      .from('outgoing_emails')
      .select('status')
      .eq('job_application_id', applicationId)
      .eq('kind', 'application-notice')
      .single();
    expect(notice.data).toEqual({ status: 'sent' });

    // The applicant cannot name other documents afterwards, neither in the row nor as an app
    // installed before the row named them does, in the call; the database takes no new row.
    const renamed = await me.client
      .from('job_applications')
      .update({ chosen_document_ids: [cv.id, later.id] } as never)
      .eq('id', applicationId);
    expect(renamed.error?.code).toBe('42501');
    const late = await me.client.functions.invoke('send-job-application', {
      body: { applicationId, jobId, documentIds: [later.id] },
    });
    const context = (late.error as { context: Response }).context;
    expect(context.status).toBe(409);
    expect(await context.json()).toEqual({
      error: 'Ansökan är redan skickad. Dokument kan inte läggas till i efterhand.',
    });
    const direct = await service.from('application_documents').insert({
      application_id: applicationId,
      document_id: later.id,
      kind: 'cv',
      file_name: 'extra.pdf',
      mime_type: 'application/pdf',
      size_bytes: PDF.length,
      object_path: `${me.id}/applications/${applicationId}/${later.id}`,
    });
    expect(direct.error?.code).toBe('42501');
    expect(direct.error?.message).toBe(
      'Ansökan är redan skickad. Dokument kan inte läggas till i efterhand.',
    );
    const filed = await service
      .from('application_documents')
      .select('document_id')
      .eq('application_id', applicationId);
    expect(filed.data).toEqual([{ document_id: cv.id }]);
    // Only what was sent is copied.
    const { data: copies } = await service.storage
      .from('documents')
      .list(`${me.id}/applications/${applicationId}`);
    expect(copies?.map((entry) => entry.name)).toEqual([cv.id]);

    // Once the notice is out, only its e-mail holds the link's token (the database keeps its hash).
    const notified = await latestMailTo(standIn.url, employerEmail, 'Ny ansökan');
    const token = /\/ansokan\/([0-9a-f]{64})/.exec(notified.text)?.[1];
    const share = clientFor(standIn).functions;
    const view = await share.invoke('application-share', { body: { token } });
    expect(view.error).toBeNull();
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
      new Date(),
    );
    const fileName = `Anna Andersson – CV – ${today}.pdf`;
    const [document] = view.data.documents as { id: string; fileName: string }[];
    expect(document?.fileName).toBe(fileName);
    // Each document is signed when the employer clicks it.
    const signed = await share.invoke('application-share', {
      body: { token, document: document?.id },
    });
    const download = await fetch(signed.data.url);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
  });
});

describe('an app installed before the application named its documents', () => {
  it('names them in its call to send-job-application, and they are filed before the notice', async () => {
    const me = await doctor('Berit Berg');
    const cv = await uploadAndRegister(me, new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
    const jobId = await publishTestJob(service);
    const applicationId = await apply(me, jobId, []);
    // Held, so the stand-in's retry worker cannot send the notice before the call.
    const noticeDueAt = (at: string) =>
      service
        .from('outgoing_emails')
        .update({ next_attempt_at: at })
        .eq('job_application_id', applicationId)
        .eq('kind', 'application-notice');
    expect((await noticeDueAt('2100-01-01T00:00:00Z')).error).toBeNull();
    const call = await me.client.functions.invoke('send-job-application', {
      body: { applicationId, jobId, documentIds: [cv.id] },
    });
    expect(call.error).toBeNull();
    const named = await service
      .from('job_applications')
      .select('chosen_document_ids')
      .eq('id', applicationId)
      .single();
    expect(named.data).toEqual({ chosen_document_ids: [cv.id] });

    expect((await noticeDueAt(new Date().toISOString())).error).toBeNull();
    await workerSendsNotice(service, applicationId);
    const filed = await service
      .from('application_documents')
      .select('document_id')
      .eq('application_id', applicationId);
    expect(filed.data).toEqual([{ document_id: cv.id }]);
  });
});

describe('objects nothing refers to', () => {
  it('are removed by the scheduled job once a day old; filed documents and application copies stay', async () => {
    const me = await doctor();
    const filed = await uploadAndRegister(
      me,
      new File([PDF], 'cv.pdf', { type: 'application/pdf' }),
    );
    const parked = `${me.id}/${randomUUID()}`;
    const bucket = me.client.storage.from('documents');
    expect((await bucket.upload(parked, PDF, { contentType: 'application/pdf' })).error).toBeNull();
    const jobId = await publishTestJob(service);
    const applicationId = await apply(me, jobId, [filed.id]);
    const sent = await me.client.functions.invoke('send-job-application', {
      body: { applicationId, jobId },
    });
    expect(sent.error).toBeNull();

    const run = await runJob('purge-unattached-documents');
    expect(run.status).toBe(200);
    expect(await run.json()).toEqual({
      removed: expect.any(Number),
      bannerImages: expect.any(Number),
    });
    const { data: mine } = await service.storage.from('documents').list(me.id);
    expect(mine?.map((entry) => entry.name).sort()).toEqual(['applications', filed.id].sort());
    expect((await bucket.download(parked)).error).toMatchObject({ statusCode: '404' });
    expect(
      (await bucket.download(`${me.id}/applications/${applicationId}/${filed.id}`)).error,
    ).toBeNull();
    // Only the scheduler may run it.
    const byUser = await me.client.functions.invoke('purge-unattached-documents', { body: {} });
    expect((byUser.error as { context: Response }).context.status).toBe(403);
  });
});
