// The stand-in's scheduler runs send-job-alerts by itself (every minute by default, here every
// half second), as pg_cron does in production: a saved alert's new job arrives with no other call.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createConfirmedJobSeeker } from '../support/accounts.ts';
import { type EmailHarness, eventually, startEmailHarness } from './email-harness.ts';

let h: EmailHarness;

beforeAll(async () => {
  h = await startEmailHarness({ STANDIN_JOB_ALERTS_INTERVAL_MS: '500' });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

it('e-mails a new matching job without anyone calling the function', async () => {
  const doctor = h.newClient();
  const email = `schema-${randomUUID()}@example.se`;
  const account = {
    email,
    password: 'hemligt123',
    metadata: { full_name: 'Nils Neurolog', profession: 'läkare' },
  };
  await createConfirmedJobSeeker({ url: h.url, serviceRoleKey: h.config.serviceRoleKey }, account);
  const { error: signInError } = await doctor.auth.signInWithPassword(account);
  expect(signInError).toBeNull();
  const name = `Neurologi ${randomUUID().slice(0, 8)}`;
  const { error } = await doctor
    .from('job_alerts')
    .insert({ name, search: { specialitet: 'neurologi' }, frequency: 'daily' });
  expect(error).toBeNull();
  const { error: jobError } = await h.service.from('jobs').insert({
    title: 'Specialistläkare i neurologi',
    employer_name: 'Region Uppsala',
    location: 'Uppsala',
    description: 'En tjänst för testet.',
    specialty: 'neurologi',
    status: 'published',
  });
  expect(jobError).toBeNull();

  const digest = await eventually(async () =>
    h.smtp.messages.find((mail) => mail.subject.includes(`”${name}”`)),
  );
  expect(digest.envelopeTo).toEqual([email]);
  expect(digest.text).toContain('Specialistläkare i neurologi – Region Uppsala, Uppsala');
});
