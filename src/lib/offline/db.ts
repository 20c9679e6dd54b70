// The app's local IndexedDB (Dexie): published jobs and banners for offline browsing, saved jobs,
// and the outbox of forms waiting to be sent. Reading and writing it is src/lib/offline/sync.ts's job.
import type { ContactRequest } from '@shared/schemas';
import { Dexie, type EntityTable } from 'dexie';
import type { PublicBanner, PublicJob } from '../publicColumns';

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
}

/** The body of send-contact-email; its idempotencyKey is always set to the outbox item's id. */
export type ContactRequestPayload = ContactRequest;

export type OutboxState = 'waiting' | 'sending' | 'rejected';

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

  constructor(name = 'lakarjobb-norden') {
    super(name);
    this.version(1).stores({
      jobs: 'id, updated_at, published_at',
      banners: 'id, updated_at, published_at',
      savedJobs: 'jobId, savedAt',
      outbox: 'id, state, createdAt',
      syncState: 'table',
    });
  }
}

export const db = new LocalDatabase();
