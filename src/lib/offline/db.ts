// The app's local IndexedDB (Dexie): published jobs and banners for offline browsing, saved jobs,
// and the outbox of forms waiting to be sent. Only modules in this folder touch it: publicDataStore
// writes jobs, banners and syncState (in the page through publicData.ts, which pages read them
// through, and in the service worker through workerCopy); savedJobs reads and writes saved
// jobs; the outbox (outboxStore, used by sync.ts in the page and by the service worker, src/sw.ts)
// reads and writes the outbox; liveCount and useLocalQuery give components live views.
import { restoreJob } from '@shared/public-job';
import type { ContactRequest } from '@shared/schemas';
import type { JobPeriod } from '@shared/search';
import { Dexie, type EntityTable } from 'dexie';
import type { PublicBanner, PublicJob } from '../publicColumns';
import { LOCAL_DATABASE, LOCAL_DATABASE_VERSION } from './localCopy';
import { notifyLocalDatabaseOpened } from './localData';

export type JobRecord = PublicJob;
export type BannerRecord = PublicBanner;

/** A saved job keeps a copy of the ad, so it stays readable after the ad is taken down. */
export interface SavedJob {
  jobId: string;
  savedAt: string;
  job: JobRecord;
  /** The account it belongs to (public.saved_jobs); absent on the device's anonymous list. */
  ownerId?: string;
  /** Saved while signed in but not yet stored on the server (e.g. offline). */
  unsynced?: boolean;
}

/**
 * The row the applicant inserts. Who applied (name, e-mail, phone) is filled in by the database
 * from the account; items stored by an older version may still carry those fields, never sent.
 */
export interface ApplicationPayload {
  job_id: string;
  applicant_id: string;
  cover_letter: string;
  /** Profile documents sent with it; copied by send-job-application. */
  document_ids?: string[];
  /** Files chosen on the device (offline too), filed as profile documents before it is sent. */
  files?: AttachedFile[];
  /** The ad's periods the applicant can take; absent in items queued before. */
  chosen_periods?: JobPeriod[];
}

/** A file waiting in the outbox with its application; `id` becomes its document id. */
export interface AttachedFile {
  id: string;
  kind: 'cv' | 'licence' | 'certificate' | 'other';
  name: string;
  type: string;
  size: number;
  blob: Blob;
}

/** The body of send-contact-email; its idempotencyKey is always set to the outbox item's id. */
export type ContactRequestPayload = ContactRequest;

/**
 * waiting: not yet accepted (or accepted with a follow-up still to go, see `accepted`);
 * sending: claimed by a page or the service worker until `claimedUntil`;
 * delivered: the server has it (kept a while so the user sees "Skickad");
 * rejected: refused for good, `lastError` says why.
 */
export type OutboxState = 'waiting' | 'sending' | 'delivered' | 'rejected';

interface OutboxItemBase {
  /** Client-generated UUID, also the row id on the server: the idempotency key of every replay. */
  id: string;
  state: OutboxState;
  attempts: number;
  /** Why the last attempt failed, in Swedish, shown to the user. */
  lastError: string | null;
  createdAt: string;
  /** Earliest time of the next automatic attempt (backoff); null = as soon as online. */
  nextAttemptAt: string | null;
  /** What the item is, in Swedish, for the outbox list ("Ansökan: Specialistläkare …"). */
  summary: string;
  /** The notice once it has gone out ("Din ansökan till … har skickats"), for page and worker. */
  deliveredNotice: string;
  /** The server stored the record; only a follow-up (the employer's notice) is still to go. */
  accepted?: boolean;
  /** Whether "Försök igen" can change anything for a rejected item (not for a duplicate). */
  retryable?: boolean;
  /** While `sending`: the sender's lease; past it, a page or the worker may claim the item again. */
  claimedUntil?: string;
  deliveredAt?: string;
  /** A page has shown the delivered notice (or the sender's own form said so). */
  announced?: boolean;
}

export type OutboxItem =
  | (OutboxItemBase & { kind: 'application'; payload: ApplicationPayload })
  | (OutboxItemBase & { kind: 'contact-request'; payload: ContactRequestPayload });

export type OutboxKind = OutboxItem['kind'];

/** Per synced table: the newest updated_at seen (delta cursor) and when it was last refreshed. */
export interface SyncState {
  table: 'jobs' | 'banners';
  lastUpdatedAt: string | null;
  lastRefreshedAt: string;
}

export class LocalDatabase extends Dexie {
  jobs!: EntityTable<JobRecord, 'id'>;
  banners!: EntityTable<BannerRecord, 'id'>;
  savedJobs!: EntityTable<SavedJob, 'jobId'>;
  outbox!: EntityTable<OutboxItem, 'id'>;
  syncState!: EntityTable<SyncState, 'table'>;

  constructor(name = LOCAL_DATABASE) {
    super(name);
    this.version(1).stores({
      jobs: 'id, updated_at, published_at',
      banners: 'id, updated_at, published_at',
      savedJobs: 'jobId, savedAt',
      outbox: 'id, state, createdAt',
      syncState: 'table',
    });
    // Items queued by the previous build carried the job title and employer in their payload.
    this.version(2).upgrade((tx) =>
      tx
        .table('outbox')
        .toCollection()
        .modify((item: Record<string, unknown>) => {
          const payload = item.payload as Record<string, unknown>;
          if (item.kind === 'application') {
            item.deliveredNotice ??= `Din ansökan till ${String(payload.employerName)} har skickats`;
            delete payload.jobTitle;
            delete payload.employerName;
          } else {
            item.deliveredNotice ??= 'Din förfrågan har skickats';
          }
        }),
    );
    // The public lists are read whole and sorted in memory (publicOrder.ts): their date indexes
    // only cost time on every write, most of all the first visit's write of every job.
    this.version(3).stores({ jobs: 'id', banners: 'id' });
    // Except the two a return visit's early paint reads one page of the list by (localJobPeek.ts):
    // the newest jobs, and how many have expired. The worker writes a first visit's copy, so
    // keeping them costs no page any time. The newest version: a later one takes
    // LOCAL_DATABASE_VERSION over (localJobPeek.ts compares it).
    this.version(LOCAL_DATABASE_VERSION).stores({ jobs: 'id, published_at, expires_at' });
  }
}

export const db = new LocalDatabase();
// A job stored by an older app version lacks the columns added since: every read completes it
// from the job's definition, so what the app gets is a whole JobRecord. Dexie fires the hook for
// a `get` that found nothing too: that stays undefined.
db.jobs.hook('reading', (job?: JobRecord) => job && restoreJob<JobRecord>(job));
db.savedJobs.hook(
  'reading',
  (saved?: SavedJob) => saved && { ...saved, job: restoreJob<JobRecord>(saved.job) },
);
// A first visit's page watches nothing local until it opens the database itself (localData.ts).
// The watchers start in a task of their own, outside Dexie's opening.
db.on('ready', () => {
  setTimeout(notifyLocalDatabaseOpened, 0);
});
