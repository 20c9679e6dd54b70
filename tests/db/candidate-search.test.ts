// Issue 48: the candidate search in the database. Only admins search; only doctors who turned on
// "Synlig för rekryterare" are found, and turning it off removes them at once; the answer has no
// register number; the database decides exactly as the shared model's matchesCandidateSearch
// (the same profiles through both). Invitations: only visible doctors, answered Inte nu once,
// Intresserad by applying. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import {
  type CandidateProfile,
  type CandidateSearch,
  candidateQuery,
  matchesCandidateSearch,
  parseCandidateSearch,
} from '@shared/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asActor, insertDeskFixtures, insertFixtures, ROWS, USERS } from './actors.ts';
import { createTestDatabase, sqlState, type TestDatabase } from './database.ts';

let db: TestDatabase;

const LEVELS = ['B1', 'B2', 'C1'];
/** Twelve doctors that differ in each rule the search has. */
const profiles: CandidateProfile[] = Array.from({ length: 12 }, (_, n) => ({
  status: n % 3 === 0 ? 'specialist' : n % 3 === 1 ? 'överläkare' : 'ST-läkare',
  specialties: [n % 2 === 0 ? 'allmänmedicin' : 'psykiatri'],
  licences: [{ country: 'NO', state: ['yes', 'in-progress', 'no'][n % 3] as string }],
  languages: [
    n % 4 === 3
      ? { language: 'norska', level: '', proof: 'Bergenstesten' }
      : { language: 'norska', level: LEVELS[n % 3] as string, proof: '' },
  ],
  availableFrom: n % 5 === 4 ? '' : `2027-0${1 + (n % 5)}-01`,
  availableUntil: n % 2 === 0 ? '' : `2027-0${2 + (n % 5)}-15`,
  openToLocum: n % 2 === 0,
  openToPermanent: n % 3 !== 0,
  regionWishes: [{ country: 'NO', regions: n % 4 === 0 ? [] : [n % 4 === 1 ? 'Troms' : 'Oslo'] }],
  summary: n % 2 === 0 ? 'Erfaren distriktsläkare.' : 'Psykiater med jour.',
}));
/** A held licence with its register number, which the search must never answer. */
const withNumber = (licence: { country: string; state: string }) => ({
  ...licence,
  registerNumber: licence.state === 'yes' ? '1234567' : '',
});
const idOf = (n: number) => `90000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

async function search(actor: 'admin' | 'seekerA', input: CandidateSearch) {
  return asActor(db, actor, () =>
    db.query<{ candidate_id: string; profile: { licences: Record<string, unknown>[] } }>(
      'select candidate_id, profile from public.search_candidates($1::jsonb, 200)',
      [JSON.stringify(candidateQuery(input))],
    ),
  );
}

beforeAll(async () => {
  db = await createTestDatabase();
  await insertFixtures(db);
  await insertDeskFixtures(db);
  for (const [n, profile] of profiles.entries()) {
    await db.query(
      `insert into auth.users (id, aud, role, email, created_at) values ($1, 'authenticated', 'authenticated', $2, now())`,
      [idOf(n), `kandidat${n}@example.se`],
    );
    await db.query(
      'insert into public.professional_profiles (user_id, profile, visible_to_recruiters) values ($1, $2, true)',
      [idOf(n), JSON.stringify({ ...profile, licences: profile.licences.map(withNumber) })],
    );
  }
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('search_candidates', () => {
  const SEARCHES: Record<string, unknown>[] = [
    {},
    { specialitet: 'allmänmedicin' },
    { niva: 'specialist' },
    { legitimation: ['NO'] },
    { legitimation: ['NO'], pagaende: true },
    { sprak: 'norska', sprakniva: 'B2' },
    { sprak: 'norska', sprakniva: 'C1' },
    { fran: '2027-02-20', till: '2027-03-10' },
    { fran: '2027-05-20' },
    { till: '2027-01-15' },
    { land: 'NO', region: 'Troms' },
    { form: 'vikariat' },
    { form: 'tillsvidare' },
    { fritext: 'JOUR' },
    {
      specialitet: 'allmänmedicin',
      legitimation: ['NO'],
      sprak: 'norska',
      sprakniva: 'B2',
      fran: '2027-01-15',
      till: '2027-02-15',
    },
  ];

  it('finds exactly the profiles the shared model matches, for every rule', async () => {
    for (const raw of SEARCHES) {
      const input = parseCandidateSearch(raw);
      const found = (await search('admin', input))
        .map((row) => row.candidate_id)
        .filter((id) => id.startsWith('90000000'))
        .sort();
      const expected = profiles
        .flatMap((profile, n) => (matchesCandidateSearch(profile, input) ? [idOf(n)] : []))
        .sort();
      expect(found, JSON.stringify(raw)).toEqual(expected);
    }
  });

  it('answers no register number, and finds only visible doctors (seeker A yes, seeker B no)', async () => {
    const rows = await search('admin', parseCandidateSearch({ specialitet: 'allmänmedicin' }));
    const ids = rows.map((row) => row.candidate_id);
    expect(ids).toContain(USERS.seekerA);
    expect(ids).not.toContain(USERS.seekerB);
    expect(JSON.stringify(rows)).not.toContain('1234567');
  });

  it('no longer finds a doctor the moment they turn visibility off', async () => {
    const ids = async () => (await search('admin', {})).map((row) => row.candidate_id);
    expect(await ids()).toContain(idOf(0));
    // The doctor's own change (the RLS matrix holds that only they may make it).
    const off = (visible: boolean) =>
      db.query(
        'update public.professional_profiles set visible_to_recruiters = $2 where user_id = $1',
        [idOf(0), visible],
      );
    await off(false);
    try {
      expect(await ids()).not.toContain(idOf(0));
    } finally {
      await off(true);
    }
  });

  it('refuses anyone but an admin', async () => {
    expect(await sqlState(() => search('seekerA', {}))).toBe('42501');
  });
});

describe('job_invitations', () => {
  it('refuses a doctor who is not visible, with the reason', async () => {
    const code = await sqlState(() =>
      asActor(db, 'admin', () =>
        db.query(`insert into public.job_invitations (job_id, candidate_id) values ($1, $2)`, [
          ROWS.jobPublished,
          USERS.seekerB,
        ]),
      ),
    );
    expect(code).toBe('23514');
  });

  it('takes Inte nu once from the doctor, and not Intresserad without an application', async () => {
    await asActor(db, 'seekerA', async () => {
      expect(
        await sqlState(() =>
          db.query(`update public.job_invitations set answer = 'interested' where id = $1`, [
            ROWS.invitationA,
          ]),
        ),
      ).toBe('23514');
    });
    await asActor(db, 'seekerA', async () => {
      await db.query(
        `update public.job_invitations set answer = 'not-now', reason = '  Har ett uppdrag.  ' where id = $1`,
        [ROWS.invitationA],
      );
      const [row] = await db.query<{ reason: string; answered: boolean }>(
        'select reason, answered_at is not null as answered from public.job_invitations where id = $1',
        [ROWS.invitationA],
      );
      expect(row).toEqual({ reason: 'Har ett uppdrag.', answered: true });
      expect(
        await sqlState(() =>
          db.query(`update public.job_invitations set answer = 'not-now' where id = $1`, [
            ROWS.invitationA,
          ]),
        ),
      ).toBe('23514');
    });
  });

  it('becomes Intresserad with the application when the doctor applies to the job', async () => {
    await asActor(db, 'seekerA', async () => {
      await db.query(
        `insert into public.job_applications (job_id, applicant_id, cover_letter) values ($1, $2, 'Jag är intresserad av tjänsten.')`,
        [ROWS.jobOpen, USERS.seekerA],
      );
      const [row] = await db.query<{ answer: string; applied: boolean }>(
        'select answer, application_id is not null as applied from public.job_invitations where id = $1',
        [ROWS.invitationA],
      );
      expect(row).toEqual({ answer: 'interested', applied: true });
    });
  });

  it('queues the doctor’s e-mail with the invitation', async () => {
    const [row] = await db.query<{ kind: string }>(
      'select kind from public.outgoing_emails where job_invitation_id = $1',
      [ROWS.invitationA],
    );
    expect(row).toEqual({ kind: 'job-invitation' });
  });
});
