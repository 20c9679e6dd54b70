// The service worker's path of the outbox (src/lib/offline/workerSync.ts) against the real
// stand-in: the worker sends with the session the page left in IndexedDB (refreshing an expired
// one and writing it back for the page to adopt), a replay after a lost answer stores nothing
// twice, and the page and the worker replaying at the same moment send each item once. IndexedDB
// is fake-indexeddb here (Node has none); the browser's own runs in tests/e2e/background-sync.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { pageAuthStorage, workerAuthStorage } from '../../src/lib/offline/authSession';
import { replayOutbox } from '../../src/lib/offline/outboxReplay';
import { claimItem, listOutboxItems, putItem, removeItem } from '../../src/lib/offline/outboxStore';
import { createWorkerClient, syncOutboxInWorker } from '../../src/lib/offline/workerSync';
import {
  APPLICATION_MAILS,
  applicationItem,
  type Client,
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

/** supabase-js's key for the session of a client of `url` (as in the page and the worker). */
const storageKey = (url: string) => `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;

/** What the page's supabase-js leaves in IndexedDB after signing in (pageAuthStorage). */
async function leaveSessionForWorker(client: Client, expired = false): Promise<Session> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('not signed in');
  const session = expired
    ? { ...data.session, expires_at: Math.floor(Date.now() / 1000) - 60 }
    : data.session;
  await workerAuthStorage.setItem(storageKey(outbox.standIn.url), JSON.stringify(session));
  return session;
}

const stored = async (id: string) => (await listOutboxItems()).find((item) => item.id === id);

describe('outbox replay by the service worker', () => {
  it('refreshes an expired session, survives a lost answer and stores the application once', async () => {
    const jobSeeker = await signedInJobSeeker(fetch);
    const job = await publishedJob(jobSeeker.client);
    const marker = randomUUID();
    const item = applicationItem(jobSeeker, job, `Skickat av arbetaren ${marker}`);
    await putItem(item);
    const left = await leaveSessionForWorker(jobSeeker.client, true);

    const network = lossyFetch();
    const worker = () =>
      createWorkerClient({
        url: outbox.standIn.url,
        anonKey: outbox.standIn.anonKey,
        fetch: network.fetchImpl,
      });
    network.loseNextAnswer(1, '/rest/v1/job_applications'); // committed, answer lost
    const [first] = await replayOutbox(worker(), { ignoreBackoff: true });
    expect(first?.outcome.kind).toBe('retry');
    expect((await stored(item.id))?.state).toBe('waiting');

    // The refreshed session is written back where the page will find it (rotation: the old
    // refresh token is spent).
    const refreshed = JSON.parse(
      (await workerAuthStorage.getItem(storageKey(outbox.standIn.url))) ?? '{}',
    ) as Session;
    expect(refreshed.user.id).toBe(jobSeeker.userId);
    expect(refreshed.refresh_token).not.toBe(left.refresh_token);

    const [second] = await replayOutbox(worker(), { ignoreBackoff: true });
    expect(second?.outcome).toEqual({ kind: 'delivered' });
    expect((await stored(item.id))?.state).toBe('delivered');
    expect((await stored(item.id))?.announced).toBe(false);

    const rows = await outbox.admin
      .from('job_applications')
      .select('id, cover_letter')
      .eq('applicant_id', jobSeeker.userId);
    expect(rows.data).toEqual([{ id: item.id, cover_letter: `Skickat av arbetaren ${marker}` }]);
    expect(mailKinds(await eventuallyMail(marker, 2))).toEqual(APPLICATION_MAILS);
  });

  it('sends each item once when the page and the worker replay at the same moment', async () => {
    const jobSeeker = await signedInJobSeeker(fetch);
    const job = await publishedJob(jobSeeker.client);
    const marker = randomUUID();
    const application = applicationItem(jobSeeker, job, `Båda försöker ${marker}`);
    const request = contactItem(marker);
    await putItem(application);
    await putItem(request);
    await leaveSessionForWorker(jobSeeker.client);

    const [pageAttempts, workerAttempts] = await Promise.all([
      replayOutbox(jobSeeker.client, { ignoreBackoff: true }),
      replayOutbox(
        createWorkerClient({ url: outbox.standIn.url, anonKey: outbox.standIn.anonKey }),
        {
          ignoreBackoff: true,
        },
      ),
    ]);
    const ours = [...pageAttempts, ...workerAttempts].filter(({ item }) =>
      [application.id, request.id].includes(item.id),
    );
    expect(ours.map(({ item }) => item.id).sort()).toEqual([application.id, request.id].sort());
    expect(ours.every(({ outcome }) => outcome.kind === 'delivered')).toBe(true);

    const applications = await outbox.admin
      .from('job_applications')
      .select('id')
      .eq('id', application.id);
    expect(applications.data).toHaveLength(1);
    const requests = await outbox.admin.from('contact_requests').select('id').eq('id', request.id);
    expect(requests.data).toHaveLength(1);
    // The request's e-mail, the employer's notice and the applicant's receipt, once each.
    expect(mailKinds(await eventuallyMail(marker, 4))).toEqual(
      [...APPLICATION_MAILS, ...CONTACT_REQUEST_MAILS].sort(),
    );
  });
});

describe('the worker’s sync event', () => {
  // With a page open the page shows the notice (Node has no Notification for the worker's own).
  const onePageOpen = {
    registration: {} as ServiceWorkerRegistration,
    clients: { matchAll: async () => [{}] },
  };

  it('fails while an item is claimed by another sender, so the browser fires it again', async () => {
    const jobSeeker = await signedInJobSeeker(fetch);
    await leaveSessionForWorker(jobSeeker.client);
    const request = contactItem(randomUUID());
    await putItem(request);
    // A page claimed it and closed before it sent anything.
    expect(await claimItem(request.id)).toBeDefined();
    const worker = createWorkerClient({ url: outbox.standIn.url, anonKey: outbox.standIn.anonKey });
    await expect(syncOutboxInWorker(onePageOpen, false, worker)).rejects.toThrow(/nytt försök/);
    // Its last chance ends quietly: the page sends it when the app is next opened.
    await expect(syncOutboxInWorker(onePageOpen, true, worker)).resolves.toBeUndefined();
    await removeItem(request.id);
  });

  it('succeeds once nothing is left to send', async () => {
    const jobSeeker = await signedInJobSeeker(fetch);
    await leaveSessionForWorker(jobSeeker.client);
    const marker = randomUUID();
    const request = contactItem(marker);
    await putItem(request);
    const worker = createWorkerClient({ url: outbox.standIn.url, anonKey: outbox.standIn.anonKey });
    await expect(syncOutboxInWorker(onePageOpen, false, worker)).resolves.toBeUndefined();
    expect((await stored(request.id))?.state).toBe('delivered');
    expect(mailKinds(await eventuallyMail(marker, 2))).toEqual(CONTACT_REQUEST_MAILS);
  });
});

describe('the session shared by page and worker', () => {
  it('the page adopts a session the worker refreshed, and the old one is never used again', async () => {
    const values = new Map<string, string>();
    Object.assign(globalThis, {
      window: {
        localStorage: {
          getItem: (key: string) => values.get(key) ?? null,
          setItem: (key: string, value: string) => values.set(key, value),
          removeItem: (key: string) => values.delete(key),
        },
      },
    });
    const key = storageKey(outbox.standIn.url);
    const jobSeeker = await signedInJobSeeker(fetch);
    const session = await leaveSessionForWorker(jobSeeker.client, true);
    values.set(key, JSON.stringify(session));
    // The worker refreshes (its delivery needs a valid token) and writes the new session back.
    const worker = createWorkerClient({ url: outbox.standIn.url, anonKey: outbox.standIn.anonKey });
    const { data } = await worker.auth.getSession();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);

    const adopted = JSON.parse((await pageAuthStorage.getItem(key)) ?? '{}') as Session;
    expect(adopted.refresh_token).toBe(data.session?.refresh_token);
    expect(values.get(key)).toBe(JSON.stringify(adopted));
    // A page client on that storage is signed in without presenting the spent token.
    const page = clientWith(fetch);
    const { data: user } = await page.auth.getUser(adopted.access_token);
    expect(user.user?.id).toBe(jobSeeker.userId);
  });
});
