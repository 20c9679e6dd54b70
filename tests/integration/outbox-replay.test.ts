// Replay safety of the outbox (src/lib/offline/outboxDelivery.ts) against the real stand-in: the same item
// delivered again and again, with the answer lost after the server committed, is stored once and
// e-mailed once; a real refusal is reported as such.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deliverOutboxItem } from '../../src/lib/offline/outboxDelivery';
import {
  APPLICATION_MAILS,
  applicationItem,
  CONTACT_REQUEST_MAILS,
  clientWith,
  contactItem,
  eventuallyMail,
  lossyFetch,
  mailKinds,
  publishedJob,
  setUpOutboxStandIn,
  signedInJobSeeker,
} from './outbox-harness';

const outbox = setUpOutboxStandIn();

describe('outbox replay of an application', () => {
  it('stores one application and one notice when the answer is lost twice after the commit', async () => {
    const network = lossyFetch();
    const jobSeeker = await signedInJobSeeker(network.fetchImpl);
    const job = await publishedJob(jobSeeker.client);
    const marker = randomUUID();
    const item = applicationItem(jobSeeker, job, `Personligt brev ${marker}`);

    network.loseNextAnswer(1, '/rest/v1/job_applications'); // committed, answer lost
    expect((await deliverOutboxItem(jobSeeker.client, item)).kind).toBe('retry');
    // The replay finds its own row (23505 on the id) and sends the notice, whose answer is lost.
    network.loseNextAnswer(1, '/functions/v1/send-job-application');
    expect((await deliverOutboxItem(jobSeeker.client, item)).kind).toBe('retry');
    expect(await deliverOutboxItem(jobSeeker.client, item)).toEqual({ kind: 'delivered' });

    const rows = await outbox.admin
      .from('job_applications')
      .select('id, cover_letter, status')
      .eq('applicant_id', jobSeeker.userId);
    expect(rows.error).toBeNull();
    expect(rows.data).toEqual([
      { id: item.id, cover_letter: `Personligt brev ${marker}`, status: 'pending' },
    ]);
    // One notice to the employer and one receipt to the applicant.
    expect(mailKinds(await eventuallyMail(marker, 2))).toEqual(APPLICATION_MAILS);
  });

  it('refuses a second application to the same job as a duplicate, not as delivered', async () => {
    const network = lossyFetch();
    const jobSeeker = await signedInJobSeeker(network.fetchImpl);
    const job = await publishedJob(jobSeeker.client);
    const first = applicationItem(
      jobSeeker,
      job,
      'Första ansökan. Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
    );
    const second = applicationItem(
      jobSeeker,
      job,
      'Andra ansökan. Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
    );

    expect(await deliverOutboxItem(jobSeeker.client, first)).toEqual({ kind: 'delivered' });
    expect(await deliverOutboxItem(jobSeeker.client, second)).toEqual({
      kind: 'rejected',
      code: '23505',
      reason: 'Du har redan sökt detta jobb.',
      retryable: false,
    });
    const rows = await outbox.admin
      .from('job_applications')
      .select('id')
      .eq('job_id', job.id)
      .eq('applicant_id', jobSeeker.userId);
    expect(rows.data).toEqual([{ id: first.id }]);
  });

  it('refuses an application to a closed ad with the Swedish reason, not the policy text', async () => {
    const jobSeeker = await signedInJobSeeker(fetch);
    const open = await publishedJob(jobSeeker.client);
    // A published ad of its own, then closed: its expiry has passed.
    const created = await outbox.admin
      .from('jobs')
      .insert({
        title: 'Stängd annons',
        employer_name: open.employer_name,
        location: 'Umeå, Sverige',
        description: 'En tjänst för testet.',
        status: 'published',
      })
      .select('id, title, employer_name')
      .single();
    expect(created.error).toBeNull();
    const job = created.data as NonNullable<typeof created.data>;
    const closed = await outbox.admin
      .from('jobs')
      .update({
        published_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        expires_at: new Date(Date.now() - 60_000).toISOString(),
      })
      .eq('id', job.id);
    expect(closed.error).toBeNull();

    const direct = await jobSeeker.client.from('job_applications').insert({
      job_id: job.id,
      applicant_id: jobSeeker.userId,
      cover_letter: 'x'.repeat(60),
    } as never);
    expect(direct.error?.message).toBe('Annonsen har stängt och tar inte emot ansökningar.');

    const item = applicationItem(
      jobSeeker,
      job,
      'För sent. Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
    );
    expect(await deliverOutboxItem(jobSeeker.client, item)).toEqual({
      kind: 'rejected',
      code: 'PT410',
      reason: 'Annonsen har stängt och tar inte emot ansökningar.',
      retryable: false,
    });
    const rows = await outbox.admin.from('job_applications').select('id').eq('job_id', job.id);
    expect(rows.data).toEqual([]);
  });

  it('keeps an application waiting while offline or signed out, and sends nothing', async () => {
    const network = lossyFetch();
    const jobSeeker = await signedInJobSeeker(network.fetchImpl);
    const job = await publishedJob(jobSeeker.client);
    const item = applicationItem(
      jobSeeker,
      job,
      'Skrivet utan uppkoppling. Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
    );

    network.state.offline = true;
    expect(await deliverOutboxItem(jobSeeker.client, item)).toMatchObject({ kind: 'retry' });
    network.state.offline = false;
    await jobSeeker.client.auth.signOut();
    expect(await deliverOutboxItem(jobSeeker.client, item)).toMatchObject({
      kind: 'retry',
      reason: expect.stringContaining('Logga in'),
    });
    const rows = await outbox.admin.from('job_applications').select('id').eq('id', item.id);
    expect(rows.data).toEqual([]);
  });
});

describe('outbox replay of a contact request', () => {
  it('stores one request and sends its e-mails once when the answer is lost twice after the commit', async () => {
    const network = lossyFetch();
    const client = clientWith(network.fetchImpl);
    const marker = randomUUID();
    const item = contactItem(marker);

    network.loseNextAnswer(2, '/functions/v1/send-contact-email');
    expect((await deliverOutboxItem(client, item)).kind).toBe('retry');
    expect((await deliverOutboxItem(client, item)).kind).toBe('retry');
    expect(await deliverOutboxItem(client, item)).toEqual({ kind: 'delivered' });

    const rows = await outbox.admin
      .from('contact_requests')
      .select('id, type, company_name')
      .eq('id', item.id);
    expect(rows.error).toBeNull();
    expect(rows.data).toEqual([
      { id: item.id, type: 'contact-doctor', company_name: `Vårdcentralen ${marker}` },
    ]);
    // The provider's e-mail and the employer's copy, once each.
    expect(mailKinds(await eventuallyMail(marker, 2))).toEqual(CONTACT_REQUEST_MAILS);
  });

  it('reports a refused request with the server’s Swedish reason and stores nothing', async () => {
    const client = clientWith(fetch);
    const item = contactItem(randomUUID(), 'inte-en-adress');

    const outcome = await deliverOutboxItem(client, item);
    expect(outcome).toMatchObject({ kind: 'rejected', code: '400' });
    expect(outcome.kind === 'rejected' && outcome.reason.length > 0).toBe(true);
    const rows = await outbox.admin.from('contact_requests').select('id').eq('id', item.id);
    expect(rows.data).toEqual([]);
  });
});
