// The people (API roles + JWT claims) and the rows the row-level-security tests act on, and
// `asActor`, which runs statements the way PostgREST runs a request.
import type { TestDatabase } from './database.ts';

export type Actor = 'anon' | 'seekerA' | 'seekerB' | 'admin' | 'service';
export const ACTORS: readonly Actor[] = ['anon', 'seekerA', 'seekerB', 'admin', 'service'];

export const USERS = {
  admin: '10000000-0000-4000-8000-000000000001',
  seekerA: '10000000-0000-4000-8000-000000000002',
  seekerB: '10000000-0000-4000-8000-000000000003',
  /** Holds a second admin role, so that role can be revoked without hitting the last-admin guard. */
  otherAdmin: '10000000-0000-4000-8000-000000000004',
  /** Created inside each simulated request, with no profile (no e-mail). */
  fresh: '10000000-0000-4000-8000-0000000000ff',
} as const;

/** Fixture rows by name; each test refers to rows by these names. */
export const ROWS = {
  jobPublished: '20000000-0000-4000-8000-000000000001',
  jobOpen: '20000000-0000-4000-8000-000000000002',
  jobDraft: '20000000-0000-4000-8000-000000000003',
  jobExpired: '20000000-0000-4000-8000-000000000004',
  bannerPublished: '30000000-0000-4000-8000-000000000001',
  bannerDraft: '30000000-0000-4000-8000-000000000002',
  roleAdmin: '40000000-0000-4000-8000-000000000001',
  roleOtherAdmin: '40000000-0000-4000-8000-000000000002',
  applicationA: '50000000-0000-4000-8000-000000000001',
  applicationB: '50000000-0000-4000-8000-000000000002',
  contactRequest: '60000000-0000-4000-8000-000000000001',
  alertA: '70000000-0000-4000-8000-000000000001',
  alertB: '70000000-0000-4000-8000-000000000002',
  savedSearch: '80000000-0000-4000-8000-000000000001',
  invitationA: '80000000-0000-4000-8000-000000000002',
  pushA: '71000000-0000-4000-8000-000000000001',
  pushB: '71000000-0000-4000-8000-000000000002',
  noticeA: '72000000-0000-4000-8000-000000000001',
  settings: '1',
  privateSettings: '1',
} as const;
export type RowName = keyof typeof ROWS;

function claimsOf(actor: Actor): { role: string; claims: Record<string, unknown> } {
  if (actor === 'anon') return { role: 'anon', claims: { role: 'anon', iss: 'supabase-demo' } };
  if (actor === 'service') {
    return { role: 'service_role', claims: { role: 'service_role', iss: 'supabase-demo' } };
  }
  return {
    role: 'authenticated',
    claims: {
      sub: USERS[actor],
      role: 'authenticated',
      aud: 'authenticated',
      email: `${actor}@example.se`,
      aal: 'aal1',
      is_anonymous: false,
    },
  };
}

/** Runs `work` in a transaction that is always rolled back, as the owner (like GoTrue or psql). */
export async function rolledBack<T>(db: TestDatabase, work: () => Promise<T>): Promise<T> {
  await db.exec('begin');
  try {
    return await work();
  } finally {
    await db.exec('rollback');
  }
}

/**
 * One request: a transaction with `role` and `request.jwt.claims` set transaction-locally (as
 * PostgREST does), `setup` first run as the owner. Always rolled back, so requests never see
 * each other's writes.
 */
export function asActor<T>(
  db: TestDatabase,
  actor: Actor,
  work: () => Promise<T>,
  setup = '',
): Promise<T> {
  const { role, claims } = claimsOf(actor);
  return rolledBack(db, async () => {
    await db.exec(
      `insert into auth.users (id, aud, role, created_at) values ('${USERS.fresh}', 'authenticated', 'authenticated', now()); ${setup}`,
    );
    await db.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.method', 'POST', true)`,
      [role, JSON.stringify(claims)],
    );
    return work();
  });
}

function signUp(id: string, email: string, fullName: string): string {
  const meta = JSON.stringify({
    full_name: fullName,
    phone: '070-000 00 00',
    profession: 'läkare',
  });
  return `insert into auth.users (id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    values ('${id}', 'authenticated', 'authenticated', '${email}', 'x',
            '{"provider":"email","providers":["email"]}', '${meta}', now(), now());`;
}

/** The fixture rows, inserted by the owner (no RLS). */
export async function insertFixtures(db: TestDatabase): Promise<void> {
  const job = (id: string, title: string, status: string, published: string, expires: string) =>
    `('${id}', '${title}', 'Region Test', 'Umeå, Sverige', 'Beskrivning.', '${status}', ${published}, ${expires})`;
  await db.exec(`
    ${signUp(USERS.admin, 'admin@example.se', 'Admin Adminsson')}
    ${signUp(USERS.seekerA, 'seekerA@example.se', 'Anna Andersson')}
    ${signUp(USERS.seekerB, 'seekerB@example.se', 'Bertil Berg')}
    ${signUp(USERS.otherAdmin, 'other@example.se', 'Olle Admin')}
    insert into public.user_roles (id, user_id, role) values
      ('${ROWS.roleAdmin}', '${USERS.admin}', 'admin'),
      ('${ROWS.roleOtherAdmin}', '${USERS.otherAdmin}', 'admin');
    insert into public.jobs (id, title, employer_name, location, description, status, published_at, expires_at) values
      ${job(ROWS.jobPublished, 'Publicerat jobb', 'published', 'now()', 'null')},
      ${job(ROWS.jobOpen, 'Öppet jobb', 'published', 'now()', 'null')},
      ${job(ROWS.jobDraft, 'Utkast', 'draft', 'null', 'null')},
      ${job(ROWS.jobExpired, 'Utgånget jobb', 'published', "now() - interval '40 days'", "now() - interval '10 days'")};
    insert into public.banners (id, title, employer_name, image_url, status) values
      ('${ROWS.bannerPublished}', 'Banner', 'Region Test', '/banners/test.svg', 'published'),
      ('${ROWS.bannerDraft}', 'Banner utkast', 'Region Test', 'https://example.se/b.png', 'draft');
    insert into public.job_applications (id, job_id, applicant_id, cover_letter) values
      ('${ROWS.applicationA}', '${ROWS.jobPublished}', '${USERS.seekerA}', 'Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.'),
      ('${ROWS.applicationB}', '${ROWS.jobPublished}', '${USERS.seekerB}', 'Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.');
    insert into public.saved_jobs (user_id, job_id) values
      ('${USERS.seekerA}', '${ROWS.jobPublished}'),
      ('${USERS.seekerB}', '${ROWS.jobPublished}');
    insert into public.contact_requests (id, type, company_name, contact_name, email, phone, message, details) values
      ('${ROWS.contactRequest}', 'post-job-request', 'Vårdbolaget AB', 'Eva Ek', 'eva@example.se', '0701234567', 'Vi söker en läkare.', '{"duration": "30-days", "budget": "14900"}');
    insert into public.job_alerts (id, user_id, name, search) values
      ('${ROWS.alertA}', '${USERS.seekerA}', 'Kirurgi i Umeå', '{"q": "kirurgi", "plats": "Umeå"}'),
      ('${ROWS.alertB}', '${USERS.seekerB}', 'Allt i Norge', '{"land": "NO"}');
    insert into public.job_alert_deliveries (alert_id, job_id) values
      ('${ROWS.alertA}', '${ROWS.jobPublished}');
  `);
}

/**
 * The recruiter's desk (issue 48): A's professional profile is visible to recruiters and B's is
 * not; an admin's saved search; an invitation of A to the open job. Separate from
 * insertFixtures, which tests of older migrations run before these tables exist.
 */
export async function insertDeskFixtures(db: TestDatabase): Promise<void> {
  await db.exec(`
    insert into public.professional_profiles (user_id, profile, visible_to_recruiters) values
      ('${USERS.seekerA}', '{"specialties": ["allmänmedicin"], "summary": "A"}', true),
      ('${USERS.seekerB}', '{"specialties": ["allmänmedicin"], "summary": "B"}', false);
    insert into public.candidate_searches (id, name, search) values
      ('${ROWS.savedSearch}', 'Allmänläkare i Norge', '{"specialitet": "allmänmedicin", "legitimation": ["NO"]}');
    insert into public.job_invitations (id, job_id, candidate_id) values
      ('${ROWS.invitationA}', '${ROWS.jobOpen}', '${USERS.seekerA}');
  `);
}
