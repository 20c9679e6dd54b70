// The employer's link to an application, /ansokan/<token>, through supabase-js against the
// stand-in: the token is stored only hashed and forgotten once the notice is
// out; a withdrawal closes the link (no personal data, no document) and e-mails the employer;
// documents are signed at each request, for a minute, and a revoked link signs none; an admin
// sends the link again: a new one in a new notice, the old one revoked.
import { createHash, randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyAs,
  type EmailHarness,
  eventually,
  LETTER,
  signUpJobSeeker,
  startEmailHarness,
} from './email-harness.ts';

const EMPLOYER = 'rekrytering@region-delning.example';
const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
const PHONE = '070-123 45 67';

let h: EmailHarness;

beforeAll(async () => {
  h = await startEmailHarness({ STANDIN_EMAIL_QUEUE_INTERVAL_MS: '0' });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

type Answer = { status: number; body: Record<string, unknown> };

async function signedInAdmin(): Promise<SupabaseClient> {
  const admin = h.newClient();
  const { error } = await admin.auth.signInWithPassword({
    email: 'admin@lakarjobb.local',
    password: 'Admin123!',
  });
  if (error) throw error;
  return admin;
}

async function askShare(body: { token: string; document?: string }): Promise<Answer> {
  const { data, error } = await h.anon.functions.invoke('application-share', { body });
  if (!error) return { status: 200, body: data };
  const response = (error as { context: Response }).context;
  return { status: response.status, body: await response.json() };
}

/**
 * A doctor's application with a CV sent with it (the copy arranged as send-job-application
 * makes it, then that function called), its notice delivered; answers the link's token from the
 * employer's e-mail.
 */
async function sentApplication(): Promise<{
  applicant: { client: SupabaseClient; id: string; email: string };
  applicationId: string;
  documentId: string;
  token: string;
}> {
  const applicant = await signUpJobSeeker(h, 'Åsa Delning');
  await h.service.from('job_seeker_profiles').update({ phone: PHONE }).eq('user_id', applicant.id);
  const title = `Överläkare ${randomUUID()}`;
  const jobId = await h.publishJob({ title, employer_email: EMPLOYER });
  const applicationId = await applyAs(applicant.client, applicant.id, jobId, LETTER);
  const documentId = randomUUID();
  const objectPath = `${applicant.id}/applications/${applicationId}/${documentId}`;
  const uploaded = await h.service.storage
    .from('documents')
    .upload(objectPath, new Blob([PDF], { type: 'application/pdf' }));
  expect(uploaded.error).toBeNull();
  const filed = await h.service.from('application_documents').insert({
    application_id: applicationId,
    document_id: documentId,
    kind: 'cv',
    file_name: 'cv.pdf',
    mime_type: 'application/pdf',
    size_bytes: PDF.byteLength,
    object_path: objectPath,
  });
  expect(filed.error).toBeNull();
  // The notice waited for the documents; the app's call now makes it due and sends it.
  const asked = await applicant.client.functions.invoke('send-job-application', {
    body: { jobId, applicationId },
  });
  expect(asked.error).toBeNull();
  const notice = await eventually(async () =>
    (await h.sinkMessages()).find(
      (message) =>
        message.to.includes(EMPLOYER) && message.subject.includes(`Ny ansökan: ${title}`),
    ),
  );
  const token = notice.text.match(/\/ansokan\/([0-9a-f]{64})/)?.[1] ?? '';
  expect(token).not.toBe('');
  // Only a link sent again speaks of an earlier one.
  expect(notice.text).not.toContain('tidigare e-postmeddelande');
  return { applicant, applicationId, documentId, token };
}

describe('application-share', () => {
  it('keeps only the SHA-256 of the token once the notice is out, and the link still opens', async () => {
    const { applicationId, token } = await sentApplication();
    const { data: stored } = await h.service
      .from('application_shares')
      .select('token, token_hash')
      .eq('application_id', applicationId)
      .single();
    expect(stored?.token).toBeNull();
    expect(stored?.token_hash).not.toContain(token);
    expect(stored?.token_hash).toBe(`\\x${createHash('sha256').update(token).digest('hex')}`);

    const opened = await askShare({ token });
    expect(opened.status).toBe(200);
    expect(opened.body.application).toMatchObject({
      applicantName: 'Åsa Delning',
      applicantPhone: PHONE,
      coverLetter: LETTER,
    });
    // Admins see when the link ends, never its token or hash.
    const admin = await signedInAdmin();
    const { error } = await admin.from('application_shares').select('token_hash').limit(1);
    expect(error?.message).toMatch(/permission denied/);
  });

  it('signs a document at each request for a minute, and not once the link is revoked', async () => {
    const { applicationId, documentId, token } = await sentApplication();
    const opened = await askShare({ token });
    expect(opened.body.documents).toEqual([
      {
        id: documentId,
        kind: 'cv',
        // Made by the server from the applicant, the kind and the day, never the stored name.
        fileName: expect.stringMatching(/^Åsa Delning – CV – \d{4}-\d{2}-\d{2}\.pdf$/),
        sizeBytes: PDF.byteLength,
      },
    ]);
    // The page gets no URL to go stale; each click asks for one.
    expect(JSON.stringify(opened.body)).not.toContain('/object/sign/');

    const signed = await askShare({ token, document: documentId });
    expect(signed.status).toBe(200);
    const url = String(signed.body.url);
    const claims = JSON.parse(
      Buffer.from(
        new URL(url).searchParams.get('token')?.split('.')[1] ?? '',
        'base64url',
      ).toString(),
    ) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(60);
    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);

    expect((await askShare({ token, document: randomUUID() })).status).toBe(404);
    await h.service
      .from('application_shares')
      .update({ revoked_at: new Date().toISOString() })
      .eq('application_id', applicationId);
    const refused = await askShare({ token, document: documentId });
    expect(refused).toMatchObject({ status: 410, body: { reason: 'revoked' } });
    expect(refused.body).not.toHaveProperty('url');
  });

  it('closes the link when the applicant withdraws: no personal data, no document, the employer told', async () => {
    const { applicant, applicationId, documentId, token } = await sentApplication();
    expect((await askShare({ token })).status).toBe(200);

    const { error } = await applicant.client
      .from('job_applications')
      .update({ status: 'withdrawn' })
      .eq('id', applicationId);
    expect(error).toBeNull();

    const closed = await askShare({ token });
    expect(closed).toEqual({
      status: 410,
      body: {
        error: 'Ansökan har återkallats av den sökande och kan inte längre visas.',
        reason: 'withdrawn',
      },
    });
    const document = await askShare({ token, document: documentId });
    expect(document).toMatchObject({ status: 410, body: { reason: 'withdrawn' } });
    for (const personal of [LETTER, PHONE, applicant.email, 'cv.pdf', '/object/sign/']) {
      expect(JSON.stringify([closed, document])).not.toContain(personal);
    }

    await h.processQueue();
    const told = await eventually(async () =>
      (await h.sinkMessages()).find(
        (message) =>
          message.to.includes(EMPLOYER) && message.subject.startsWith('Ansökan återkallad'),
      ),
    );
    expect(told.text).toContain('Åsa Delning har återkallat sin ansökan');
    expect(told.text).not.toContain(LETTER);
    expect(told.text).not.toContain(PHONE);
  });

  it('sends the link again for an admin only: a new link in a new notice, the old one revoked', async () => {
    const { applicant, applicationId, token } = await sentApplication();
    const notices = async () =>
      (
        await h.service
          .from('outgoing_emails')
          .select('id')
          .eq('job_application_id', applicationId)
          .eq('kind', 'application-notice')
      ).data ?? [];
    expect(await notices()).toHaveLength(1);

    // A doctor (the applicant themself) and a visitor are refused; the link stays as it was.
    const doctor = await applicant.client.rpc('resend_application_share', {
      application: applicationId,
    });
    expect(doctor.error?.message).toBe('Endast administratörer kan skicka arbetsgivarens länk.');
    const visitor = await h.anon.rpc('resend_application_share', { application: applicationId });
    expect(visitor.error?.code).toBe('42501');
    expect(visitor.data).toBeNull();
    expect((await askShare({ token })).status).toBe(200);
    expect(await notices()).toHaveLength(1);

    const admin = await signedInAdmin();
    const sentAt = Date.now();
    const resent = await admin.rpc('resend_application_share', { application: applicationId });
    expect(resent.error).toBeNull();
    const newToken = String(resent.data);
    expect(newToken).toMatch(/^[0-9a-f]{64}$/);
    expect(newToken).not.toBe(token);

    expect(await askShare({ token })).toMatchObject({ status: 410, body: { reason: 'revoked' } });
    const opened = await askShare({ token: newToken });
    expect(opened.status).toBe(200);
    expect(opened.body.application).toMatchObject({ applicantName: 'Åsa Delning' });
    // Valid as long as the first link was: 14 days from now.
    const days = (Date.parse(String(opened.body.expiresAt)) - sentAt) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThan(14.01);

    await h.processQueue();
    const notice = await eventually(async () =>
      (await h.sinkMessages()).find(
        (message) => message.to.includes(EMPLOYER) && message.text.includes(newToken),
      ),
    );
    expect(notice.subject).toMatch(/^Ny länk till ansökan: Överläkare /);
    expect(notice.text).toContain('Länken i vårt tidigare e-postmeddelande gäller inte längre.');
    expect(notice.text).toContain(`/ansokan/${newToken}`);
    expect(await notices()).toHaveLength(2);
    // Once that notice is out, only the new token's hash is kept.
    const { data: stored } = await h.service
      .from('application_shares')
      .select('token, token_hash')
      .eq('application_id', applicationId)
      .single();
    expect(stored).toEqual({
      token: null,
      token_hash: `\\x${createHash('sha256').update(newToken).digest('hex')}`,
    });
  });

  it('refuses to send the link of a withdrawn application again, with the reason', async () => {
    const { applicant, applicationId, token } = await sentApplication();
    await applicant.client
      .from('job_applications')
      .update({ status: 'withdrawn' })
      .eq('id', applicationId);
    const admin = await signedInAdmin();
    const { data, error, status } = await admin.rpc('resend_application_share', {
      application: applicationId,
    });
    expect(data).toBeNull();
    expect(status).toBe(409);
    expect(error?.message).toBe(
      'Ansökan har återkallats av den sökande. Länken kan inte skickas igen.',
    );
    expect(await askShare({ token })).toMatchObject({ status: 410, body: { reason: 'withdrawn' } });
  });
});
