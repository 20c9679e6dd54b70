// The row-level-security matrix: every table × select/insert/update/delete × every kind of
// caller, run as PostgREST runs requests (role + JWT claims set in one transaction). On PGlite,
// and on PostgreSQL 15 when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTORS,
  type Actor,
  asActor,
  insertDeskFixtures,
  insertFixtures,
  ROWS,
  USERS,
} from './actors.ts';
import { createTestDatabase, sqlState, type TestDatabase } from './database.ts';
import { type Line, lines, type Name, type Outcome } from './rls-cases.ts';

const NAMES_BY_ID = new Map<string, string>([
  ...Object.entries(ROWS).map(([name, id]) => [id, name] as [string, string]),
  ...Object.entries(USERS).map(([name, id]) => [id, name] as [string, string]),
]);

function nameOf(line: Line, id: string): string {
  if (line.table === 'settings') return 'settings';
  if (line.table === 'private_settings') return 'privateSettings';
  return NAMES_BY_ID.get(id) ?? id;
}

const actingUser = (actor: Actor) =>
  actor === 'anon' || actor === 'service' ? USERS.seekerA : USERS[actor];

/** What the statement did, in the matrix's terms. */
async function outcomeOf(db: TestDatabase, line: Line, actor: Actor): Promise<Outcome> {
  const params = line.sql.includes('$1') ? [actingUser(actor)] : [];
  return asActor(
    db,
    actor,
    async () => {
      if (line.op === 'select') {
        let rows: { id: string }[] = [];
        const code = await sqlState(async () => {
          rows = await db.query<{ id: string }>(line.sql, params);
        });
        if (code === '42501') return 'deny';
        if (code) throw new Error(`select failed with ${code}`);
        return rows.map((found) => nameOf(line, found.id)).sort() as Name[];
      }
      let written = 0;
      const code = await sqlState(async () => {
        written = await db.write(line.sql, params);
      });
      // PT410: an application to a closed ad, refused with a Swedish reason before the policy.
      if (code === '42501' || code === 'PT410') return 'deny';
      if (code) throw new Error(`${line.op} failed with SQLSTATE ${code}, not a permission error`);
      if (line.op === 'insert') return 'allow';
      if (written > 1) throw new Error(`${line.op} wrote ${written} rows, expected one`);
      return written === 1 ? 'allow' : 'deny';
    },
    line.setup,
  );
}

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await insertFixtures(db);
  await insertDeskFixtures(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

const cases = lines.flatMap((line) =>
  ACTORS.map((actor) => ({ line, actor, expected: line.expected[actor] })),
);

describe('row-level security matrix', () => {
  for (const { line, actor, expected } of cases) {
    const shown = Array.isArray(expected) ? `sees [${expected.join(', ')}]` : expected;
    it(`${line.table}: ${line.op} ${line.label} as ${actor} → ${shown}`, async () => {
      const want = Array.isArray(expected) ? [...expected].sort() : expected;
      expect(await outcomeOf(db, line, actor)).toEqual(want);
    });
  }

  it('covers every table in schema public that the app uses', async () => {
    const tables = await db.query<{ name: string }>(
      `select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'`,
    );
    const covered = new Set(lines.map((line) => line.table));
    const appTables = [
      'jobs',
      'banners',
      'user_roles',
      'job_seeker_profiles',
      'job_applications',
      'saved_jobs',
      'contact_requests',
      'settings',
      'private_settings',
      'job_alerts',
      'job_alert_deliveries',
      'professional_profiles',
      'candidate_searches',
      'job_invitations',
      'application_pipeline',
      'application_notes',
      'application_activity',
      'shortlists',
      'shortlist_candidates',
      'interviews',
      'interview_slots',
      'push_subscriptions',
      'push_settings',
      'outgoing_pushes',
    ];
    for (const table of appTables) {
      expect(tables.map((t) => t.name)).toContain(table);
      for (const op of ['select', 'insert', 'update', 'delete'] as const) {
        expect(
          lines.some((line) => line.table === table && line.op === op),
          `${table} ${op}`,
        ).toBe(true);
      }
    }
    expect(covered.size).toBe(appTables.length);
  });
});
