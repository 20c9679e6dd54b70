// Doctors' documents end to end through supabase-js: upload to the documents bucket, then
// register-document checks the stored bytes (magic bytes, size, declared type) and files the
// document, or removes the object and says why; deleting the account removes every object.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages } from '../../supabase/functions/_shared/documents/file-check.ts';
import { TOO_MANY_DOCUMENTS } from '../../supabase/functions/_shared/schemas/application.ts';
import { createConfirmedJobSeeker } from '../support/accounts.ts';
import { publishTestJob } from '../support/jobs.ts';
import { clientFor, type StandIn, signedInClient, startStandIn } from '../support/standin.ts';
import { workerSendsNotice } from './email-harness.ts';

let standIn: StandIn;
let service: SupabaseClient;

const PASSWORD = 'Hemligt123!';
const bytes = (...values: number[]) => new Uint8Array(values);
const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46);
const EXE = bytes(0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0);

async function doctor(): Promise<{ client: SupabaseClient; id: string; email: string }> {
  const email = `doc-${randomUUID()}@example.com`;
  const id = await createConfirmedJobSeeker(standIn, {
    email,
    password: PASSWORD,
    metadata: { full_name: 'Dr Test' },
  });
  return { client: await signedInClient(standIn, email, PASSWORD), id, email };
}

/** Uploads like the app does (a File), then asks register-document to file it. */
async function uploadAndRegister(
  who: { client: SupabaseClient; id: string },
  file: File,
  kind = 'cv',
) {
  const id = randomUUID();
  const path = `${who.id}/${id}`;
  const uploaded = await who.client.storage.from('documents').upload(path, file);
  expect(uploaded.error).toBeNull();
  const { data, error } = await who.client.functions.invoke('register-document', {
    body: { id, kind, fileName: file.name },
  });
  const refusal = error
    ? ((await (error as { context: Response }).context.json()) as { error: string })
    : null;
  return {
    id,
    path,
    data,
    status: error ? (error as { context: Response }).context.status : 200,
    refusal,
  };
}

async function storedNames(userId: string): Promise<string[]> {
  const { data, error } = await service.storage.from('documents').list(userId);
  if (error) throw error;
  return data.map((entry) => entry.name);
}

beforeAll(async () => {
  standIn = await startStandIn({
    env: {
      STANDIN_EMAIL_QUEUE_INTERVAL_MS: '0',
      STANDIN_JOB_ALERTS_INTERVAL_MS: '0',
      STANDIN_APPLICATION_PURGE_INTERVAL_MS: '0',
      // Due as soon as the job has closed, so the test need not wait 24 months.
      APPLICATION_RETENTION_DAYS: '0',
    },
  });
  service = clientFor(standIn, standIn.serviceRoleKey);
}, 120_000);

afterAll(async () => {
  await standIn?.stop();
});

describe('register-document', () => {
  it('files a PDF and a JPEG whose bytes match their type', async () => {
    const me = await doctor();
    const cv = await uploadAndRegister(
      me,
      new File([PDF], 'CV Åsa.pdf', { type: 'application/pdf' }),
    );
    expect(cv.status).toBe(200);
    expect(cv.data).toEqual({
      document: expect.objectContaining({
        id: cv.id,
        kind: 'cv',
        file_name: 'CV Åsa.pdf',
        mime_type: 'application/pdf',
        size_bytes: PDF.length,
      }),
    });
    const licence = await uploadAndRegister(
      me,
      new File([JPEG], 'legitimation.jpg', { type: 'image/jpeg' }),
      'licence',
    );
    expect(licence.status).toBe(200);
    const { data } = await me.client.from('profile_documents').select('id, kind').order('kind');
    expect(data).toEqual([
      { id: cv.id, kind: 'cv' },
      { id: licence.id, kind: 'licence' },
    ]);
  });

  // Hosted Storage would store these and register-document would refuse them (its check is the
  // rule there); the stand-in's Storage sniffs the bytes on every write and refuses them itself.
  it.each([
    ['a renamed .exe', new File([EXE], 'cv.pdf', { type: 'application/pdf' })],
    ['an empty file', new File([], 'tom.pdf', { type: 'application/pdf' })],
  ])('Storage refuses %s declared as PDF (415) and stores nothing', async (_case, file) => {
    const me = await doctor();
    const uploaded = await me.client.storage
      .from('documents')
      .upload(`${me.id}/${randomUUID()}`, file);
    expect(uploaded.error).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
    expect(await storedNames(me.id)).toEqual([]);
  });

  it('a JPEG declared as PNG is stored and filed as the JPEG it is', async () => {
    const me = await doctor();
    const result = await uploadAndRegister(me, new File([JPEG], 'bild.png', { type: 'image/png' }));
    expect(result.status).toBe(200);
    expect(result.data).toEqual({
      document: expect.objectContaining({ mime_type: 'image/jpeg' }),
    });
  });

  it('register-document refuses a file that is not there with its reason', async () => {
    const me = await doctor();
    const { error } = await me.client.functions.invoke('register-document', {
      body: { id: randomUUID(), kind: 'cv', fileName: 'cv.pdf' },
    });
    const context = (error as { context: Response }).context;
    expect(context.status).toBe(404);
    expect(await context.json()).toEqual({ error: documentMessages.missing });
  });

  it('a user cannot file a document row themselves, nor write the application copies', async () => {
    const me = await doctor();
    const { error } = await me.client.from('profile_documents').insert({
      id: randomUUID(),
      user_id: me.id,
      kind: 'cv',
      file_name: 'x.pdf',
      mime_type: 'application/pdf',
      size_bytes: 10,
    });
    expect(error?.code).toBe('42501');
    const copy = await me.client.storage
      .from('documents')
      .upload(
        `${me.id}/applications/${randomUUID()}/${randomUUID()}`,
        new File([PDF], 'a.pdf', { type: 'application/pdf' }),
      );
    expect(copy.error).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
  });

  it('deleting the account removes every stored object of the user', async () => {
    const me = await doctor();
    await uploadAndRegister(me, new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
    await uploadAndRegister(me, new File([JPEG], 'leg.jpg', { type: 'image/jpeg' }), 'licence');
    // An object in a subfolder too (the walk goes through folders).
    await service.storage
      .from('documents')
      .upload(
        `${me.id}/applications/${randomUUID()}/${randomUUID()}`,
        new File([PDF], 'a.pdf', { type: 'application/pdf' }),
      );
    expect((await storedNames(me.id)).length).toBe(3);

    const { error } = await me.client.functions.invoke('delete-account', {
      body: { password: PASSWORD },
    });
    expect(error).toBeNull();
    expect(await storedNames(me.id)).toEqual([]);
    const { data } = await service.from('profile_documents').select('id').eq('user_id', me.id);
    expect(data).toEqual([]);
  });
});

describe('save-professional-profile', () => {
  const profile = {
    status: 'specialist',
    specialties: ['allmänmedicin'],
    licences: [
      { country: 'SE', state: 'yes', registerNumber: '1234567' },
      { country: 'NO', state: 'in-progress', registerNumber: '' },
    ],
    certificates: ['allmänmedicin'],
    languages: [{ language: 'svenska', level: 'C1', proof: 'Svenska 3' }],
    availableFrom: '2027-02-01',
    availableUntil: '2027-06-30',
    noticeWeeks: 12,
    scopePercent: 100,
    openToLocum: true,
    openToPermanent: false,
    regionWishes: [{ country: 'NO', regions: ['Troms', 'Nordland'] }],
    summary: 'Specialist i allmänmedicin med tio år i primärvården.',
  };

  it('stores a valid profile, which the owner reads and another user does not; nobody writes it directly', async () => {
    const me = await doctor();
    const saved = await me.client.functions.invoke('save-professional-profile', { body: profile });
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual({ profile });
    const own = await me.client.from('professional_profiles').select('profile').single();
    expect(own.data?.profile).toEqual(profile);
    const other = await doctor();
    expect((await other.client.from('professional_profiles').select('user_id')).data).toEqual([]);
    const write = await me.client
      .from('professional_profiles')
      .update({ profile: { status: 'hacked' } })
      .eq('user_id', me.id);
    expect(write.error?.code).toBe('42501');
  });

  it('refuses a bad value with the field’s Swedish message and keeps the stored profile', async () => {
    const me = await doctor();
    await me.client.functions.invoke('save-professional-profile', { body: profile });
    const { error } = await me.client.functions.invoke('save-professional-profile', {
      body: {
        ...profile,
        languages: [{ language: 'svenska', level: '', proof: '' }],
        licences: [{ country: 'DK', state: 'no', registerNumber: 'AB12' }],
        scopePercent: 150,
        availableUntil: '2027-01-01',
        regionWishes: [{ country: 'SE', regions: ['Troms'] }],
      },
    });
    const context = (error as { context: Response }).context;
    expect(context.status).toBe(400);
    expect(await context.json()).toEqual({
      error: 'Profilen innehåller fel.',
      fields: {
        'languages.0.level': 'Ange nivå eller språkbevis',
        'licences.0.registerNumber': 'Ange numret när du har legitimationen',
        scopePercent: 'Omfattning: 10–100 %',
        availableUntil: 'Ange ett slutdatum efter startdatumet',
        'regionWishes.0.regions': 'Välj regioner i landet',
      },
    });
    const stored = await me.client.from('professional_profiles').select('profile').single();
    expect(stored.data?.profile).toEqual(profile);
  });
});

describe('documents sent with an application, and their deletion after the retention', () => {
  it('copies the chosen documents to the application and deletes both once the retention after the job closed has passed', async () => {
    const me = await doctor();
    const cv = await uploadAndRegister(me, new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
    const job = { id: await publishTestJob(service) };
    const applicationId = randomUUID();
    const insert = await me.client.from('job_applications').insert({
      id: applicationId,
      job_id: job.id,
      applicant_id: me.id,
      cover_letter: 'Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
      chosen_document_ids: [cv.id],
    } as never);
    expect(insert.error).toBeNull();
    const notice = await me.client.functions.invoke('send-job-application', {
      body: { applicationId, jobId: job.id },
    });
    expect(notice.error).toBeNull();
    const copyPath = `${me.id}/applications/${applicationId}/${cv.id}`;
    const { data: sent } = await me.client
      .from('application_documents')
      .select('document_id, file_name, object_path');
    expect(sent).toEqual([{ document_id: cv.id, file_name: 'cv.pdf', object_path: copyPath }]);
    // The applicant may read the copy but not remove it.
    expect((await me.client.storage.from('documents').download(copyPath)).error).toBeNull();
    expect((await me.client.storage.from('documents').remove([copyPath])).data).toEqual([]);

    const purge = () =>
      fetch(`${standIn.url}/functions/v1/purge-closed-applications`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${standIn.serviceRoleKey}`,
          'Content-Type': 'application/json',
        },
        body: '{}',
      });
    // Not yet due: the job is open.
    expect(await (await purge()).json()).toEqual({ deleted: 0 });
    // The ad is taken down: the job has closed.
    await service.from('jobs').update({ status: 'draft' }).eq('id', job.id);
    expect(await (await purge()).json()).toEqual({ deleted: 1 });

    expect(
      (await service.from('job_applications').select('id').eq('id', applicationId)).data,
    ).toEqual([]);
    expect(await storedNames(`${me.id}/applications`)).toEqual([]);
    // The profile's own document stays.
    expect(await storedNames(me.id)).toContain(cv.id);
    // Only the scheduler may run it.
    const byUser = await me.client.functions.invoke('purge-closed-applications', { body: {} });
    expect((byUser.error as { context: Response }).context.status).toBe(403);
  });

  it("files the documents the application names before the retry worker's notice, when the app's own call never comes", async () => {
    // A phone that loses its signal once the application is stored: only the server sends.
    const me = await doctor();
    const cv = await uploadAndRegister(me, new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
    const applicationId = randomUUID();
    const insert = await me.client.from('job_applications').insert({
      id: applicationId,
      job_id: await publishTestJob(service),
      applicant_id: me.id,
      cover_letter: 'Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
      chosen_document_ids: [cv.id],
    } as never);
    expect(insert.error).toBeNull();
    await workerSendsNotice(service, applicationId);
    const { data: sent } = await me.client
      .from('application_documents')
      .select('document_id, object_path')
      .eq('application_id', applicationId);
    expect(sent).toEqual([
      { document_id: cv.id, object_path: `${me.id}/applications/${applicationId}/${cv.id}` },
    ]);
  });

  it("refuses an application naming someone else's document or more than ten, and stores nothing", async () => {
    const me = await doctor();
    const other = await doctor();
    const theirs = await uploadAndRegister(
      other,
      new File([PDF], 'cv.pdf', { type: 'application/pdf' }),
    );
    const jobId = await publishTestJob(service);
    const attempt = (documentIds: string[]) =>
      me.client.from('job_applications').insert({
        id: randomUUID(),
        job_id: jobId,
        applicant_id: me.id,
        cover_letter: 'Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
        chosen_document_ids: documentIds,
      } as never);
    const foreign = await attempt([theirs.id]);
    expect(foreign.status).toBe(400);
    expect(foreign.error).toMatchObject({
      code: '23514',
      message: 'Ett valt dokument finns inte längre i din profil. Välj dokumenten igen.',
    });
    const many = await attempt(Array.from({ length: 11 }, () => randomUUID()));
    expect(many.error).toMatchObject({ code: '23514', message: TOO_MANY_DOCUMENTS });
    const stored = await me.client.from('job_applications').select('id').eq('job_id', jobId);
    expect(stored.data).toEqual([]);
  });
});
