// The recruiter's desk's tables (issue 48) in the row-level-security matrix: the pipeline, notes
// and history are admins' only; shortlists are read and revoked by admins and written by the
// functions; a doctor reads their own interviews and proposed times. Each line's setup adds the
// rows it needs (as the owner, rolled back with the request).
import { ROWS, USERS } from './actors.ts';
import type { Line } from './rls-cases.ts';

const row = (name: keyof typeof ROWS) => `'${ROWS[name]}'`;
const SHORTLIST = "'80000000-0000-4000-8000-000000000001'";
const INTERVIEW_A = "'90000000-0000-4000-8000-000000000001'";
const INTERVIEW_B = "'90000000-0000-4000-8000-000000000002'";

/** A note on each application (which writes their history), a shortlist, an interview each. */
const SETUP = `
  insert into public.application_notes (application_id, author_id, body) values
    (${row('applicationA')}, '${USERS.admin}', 'Bra kandidat.'),
    (${row('applicationB')}, '${USERS.admin}', 'Ring tillbaka.');
  insert into public.shortlists (id, job_id, recipient_email, token_hash)
    values (${SHORTLIST}, ${row('jobPublished')}, 'klinik@example.se', sha256('rls'::bytea));
  insert into public.shortlist_candidates (shortlist_id, application_id, position)
    values (${SHORTLIST}, ${row('applicationA')}, 1);
  insert into public.interviews (id, application_id, location) values
    (${INTERVIEW_A}, ${row('applicationA')}, 'Videomöte'),
    (${INTERVIEW_B}, ${row('applicationB')}, 'Umeå');
  insert into public.interview_slots (interview_id, starts_at) values
    (${INTERVIEW_A}, now() + interval '2 days'), (${INTERVIEW_B}, now() + interval '3 days');`;

type Expected = Line['expected'];
const SERVICE: Expected = {
  anon: 'deny',
  seekerA: 'deny',
  seekerB: 'deny',
  admin: 'deny',
  service: 'allow',
};
const ADMINS: Expected = { ...SERVICE, admin: 'allow' };
const adminsSee = (...names: ('applicationA' | 'applicationB' | 'jobPublished')[]): Expected => ({
  anon: 'deny',
  seekerA: [],
  seekerB: [],
  admin: names,
  service: names,
});

/** The four writes of a table no one but the service role writes. */
const serviceWrites = (table: string, insert: string, update: string, remove: string): Line[] =>
  (
    [
      ['insert', insert],
      ['update', update],
      ['delete', remove],
    ] as const
  ).map(([op, sql]) => ({ table, op, label: 'a row', sql, expected: SERVICE, setup: SETUP }));

export const deskLines: Line[] = [
  {
    table: 'application_pipeline',
    op: 'select',
    label: 'all stages',
    sql: 'select application_id as id from public.application_pipeline',
    expected: adminsSee('applicationA', 'applicationB'),
  },
  {
    table: 'application_pipeline',
    op: 'update',
    label: "seeker A's application to Presenterad",
    sql: `update public.application_pipeline set stage = 'presented' where application_id = ${row('applicationA')}`,
    expected: ADMINS,
  },
  {
    table: 'application_pipeline',
    op: 'insert',
    label: 'a stage for an application',
    setup: `delete from public.application_pipeline where application_id = ${row('applicationA')};`,
    sql: `insert into public.application_pipeline (application_id) values (${row('applicationA')})`,
    expected: SERVICE,
  },
  {
    table: 'application_pipeline',
    op: 'delete',
    label: "seeker A's stage",
    sql: `delete from public.application_pipeline where application_id = ${row('applicationA')}`,
    expected: SERVICE,
  },
  {
    table: 'application_notes',
    op: 'select',
    label: 'all notes',
    setup: SETUP,
    sql: 'select application_id as id from public.application_notes',
    expected: adminsSee('applicationA', 'applicationB'),
  },
  {
    table: 'application_notes',
    op: 'insert',
    label: 'a note as themselves',
    sql: `insert into public.application_notes (application_id, body) values (${row('applicationA')}, 'Intervjuad.')`,
    expected: ADMINS,
  },
  ...serviceWrites(
    'application_notes',
    `insert into public.application_notes (application_id, author_id, body) values (${row('applicationA')}, '${USERS.otherAdmin}', 'I någon annans namn.')`,
    `update public.application_notes set body = 'Ändrad' where application_id = ${row('applicationA')}`,
    `delete from public.application_notes where application_id = ${row('applicationA')}`,
  ),
  {
    table: 'application_activity',
    op: 'select',
    label: 'the history (a note on each)',
    setup: SETUP,
    sql: 'select distinct application_id as id from public.application_activity',
    expected: adminsSee('applicationA', 'applicationB'),
  },
  ...serviceWrites(
    'application_activity',
    `insert into public.application_activity (application_id, actor_name, kind) values (${row('applicationA')}, 'Någon', 'note')`,
    `update public.application_activity set detail = 'Ändrad' where application_id = ${row('applicationA')}`,
    `delete from public.application_activity where application_id = ${row('applicationA')}`,
  ),
  {
    table: 'shortlists',
    op: 'select',
    label: 'all shortlists',
    setup: SETUP,
    sql: 'select job_id as id from public.shortlists',
    expected: adminsSee('jobPublished'),
  },
  {
    table: 'shortlists',
    op: 'select',
    label: 'the token hashes',
    setup: SETUP,
    sql: 'select job_id as id from public.shortlists where token_hash is not null',
    expected: { ...SERVICE, service: ['jobPublished'] },
  },
  {
    table: 'shortlists',
    op: 'update',
    label: 'revoking a shortlist',
    setup: SETUP,
    sql: `update public.shortlists set revoked_at = now() where id = ${SHORTLIST}`,
    expected: ADMINS,
  },
  {
    table: 'shortlists',
    op: 'update',
    label: 'extending a shortlist',
    setup: SETUP,
    sql: `update public.shortlists set expires_at = now() + interval '1 year' where id = ${SHORTLIST}`,
    expected: SERVICE,
  },
  ...serviceWrites(
    'shortlists',
    `insert into public.shortlists (job_id, recipient_email, token_hash) values (${row('jobOpen')}, 'ny@example.se', sha256('ny'::bytea))`,
    `update public.shortlists set recipient_email = 'annan@example.se' where id = ${SHORTLIST}`,
    `delete from public.shortlists where id = ${SHORTLIST}`,
  ),
  {
    table: 'shortlist_candidates',
    op: 'select',
    label: 'all candidates and answers',
    setup: SETUP,
    sql: 'select application_id as id from public.shortlist_candidates',
    expected: adminsSee('applicationA'),
  },
  ...serviceWrites(
    'shortlist_candidates',
    `insert into public.shortlist_candidates (shortlist_id, application_id, position) values (${SHORTLIST}, ${row('applicationB')}, 2)`,
    `update public.shortlist_candidates set answer = 'meet' where shortlist_id = ${SHORTLIST}`,
    `delete from public.shortlist_candidates where shortlist_id = ${SHORTLIST}`,
  ),
  {
    table: 'interviews',
    op: 'select',
    label: 'all interviews',
    setup: SETUP,
    sql: 'select application_id as id from public.interviews',
    expected: {
      ...adminsSee('applicationA', 'applicationB'),
      seekerA: ['applicationA'],
      seekerB: ['applicationB'],
    },
  },
  ...serviceWrites(
    'interviews',
    `insert into public.interviews (application_id, location) values (${row('applicationA')}, 'Luleå')`,
    `update public.interviews set status = 'booked', starts_at = now() + interval '2 days' where id = ${INTERVIEW_A}`,
    `delete from public.interviews where id = ${INTERVIEW_A}`,
  ).map((line) => (line.op === 'insert' ? { ...line, setup: '' } : line)),
  {
    table: 'interview_slots',
    op: 'select',
    label: 'all proposed times',
    setup: SETUP,
    sql: 'select i.application_id as id from public.interview_slots s join public.interviews i on i.id = s.interview_id',
    expected: {
      ...adminsSee('applicationA', 'applicationB'),
      seekerA: ['applicationA'],
      seekerB: ['applicationB'],
    },
  },
  ...serviceWrites(
    'interview_slots',
    `insert into public.interview_slots (interview_id, starts_at) values (${INTERVIEW_A}, now() + interval '5 days')`,
    `update public.interview_slots set starts_at = now() + interval '6 days' where interview_id = ${INTERVIEW_A}`,
    `delete from public.interview_slots where interview_id = ${INTERVIEW_A}`,
  ),
];
