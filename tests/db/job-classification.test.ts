// Issue 50: a job has one classification, Anställningsform (employment_form) and Omfattning
// (working_hours_type, with scope_percent), and the spec's job_type is derived from it so the two
// never disagree; a writer of job_type alone (the spec's API) still classifies the job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asActor, insertFixtures, ROWS } from './actors.ts';
import { createTestDatabase, readProjectFile, type TestDatabase } from './database.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await insertFixtures(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

interface Classification {
  job_type: string | null;
  employment_form: string | null;
  working_hours_type: string | null;
  scope_percent: number | null;
}

const RETURNING = 'returning job_type::text, employment_form, working_hours_type, scope_percent';

// As the admin who may write every job, so only the rules decide.
const asAdmin = <T>(sql: string, params: unknown[] = []) =>
  asActor(db, 'admin', () => db.query<T>(sql, params));

async function insert(columns: Record<string, string | number>): Promise<Classification> {
  const names = ['title', 'employer_name', 'location', 'description', ...Object.keys(columns)];
  const values = ['Läkare', 'Region Test', 'Umeå', 'Text.', ...Object.values(columns)];
  const [row] = await asAdmin<Classification>(
    `insert into public.jobs (${names.join(', ')})
     values (${values.map((_, index) => `$${index + 1}`).join(', ')}) ${RETURNING}`,
    values,
  );
  if (!row) throw new Error('no row');
  return row;
}

/** The open job after these updates, in order, in one request (each request is rolled back). */
async function update(...sets: string[]): Promise<Classification> {
  const rows = await asActor(db, 'admin', async () => {
    let last: Classification[] = [];
    for (const set of sets) {
      last = await db.query<Classification>(
        `update public.jobs set ${set} where id = $1 ${RETURNING}`,
        [ROWS.jobOpen],
      );
    }
    return last;
  });
  if (!rows[0]) throw new Error('no row');
  return rows[0];
}

async function refusal(work: () => Promise<unknown>) {
  try {
    await work();
    return null;
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    return { code, message };
  }
}

describe('the spec’s job_type, written alone', () => {
  it.each([
    ['Heltid', 'tillsvidare', 'heltid'],
    ['Deltid', 'tillsvidare', 'deltid'],
    ['Vikariat', 'vikariat', null],
    ['Konsult', 'konsult', null],
  ])('%s classifies a new ad as %s, Omfattning %s', async (jobType, form, hours) => {
    expect(await insert({ job_type: jobType })).toEqual({
      job_type: jobType,
      employment_form: form,
      working_hours_type: hours,
      scope_percent: null,
    });
  });

  it('reclassifies an ad when it alone changes, and keeps what it does not say', async () => {
    const locum = `employment_form = 'stafett', working_hours_type = 'deltid', scope_percent = 80`;
    // Konsult already covers a locum: the form stays.
    expect(await update(locum, `job_type = 'Konsult'`)).toMatchObject({
      job_type: 'Konsult',
      employment_form: 'stafett',
    });
    expect(await update(locum, `job_type = 'Vikariat'`)).toEqual({
      job_type: 'Vikariat',
      employment_form: 'vikariat',
      working_hours_type: 'deltid',
      scope_percent: 80,
    });
    // Heltid is 100 %: the percentage stored before is the older statement.
    expect(await update(locum, `job_type = 'Heltid'`)).toEqual({
      job_type: 'Heltid',
      employment_form: 'tillsvidare',
      working_hours_type: 'heltid',
      scope_percent: null,
    });
  });
});

describe('job_type derived from Anställningsform and Omfattning', () => {
  it.each([
    [{ employment_form: 'vikariat', working_hours_type: 'heltid' }, 'Vikariat'],
    [{ employment_form: 'stafett', scope_percent: 50 }, 'Konsult'],
    [{ employment_form: 'konsult' }, 'Konsult'],
    [{ employment_form: 'tillsvidare', working_hours_type: 'heltid' }, 'Heltid'],
    [{ employment_form: 'tillsvidare', scope_percent: 75 }, 'Deltid'],
    [{ employment_form: 'tillsvidare' }, null],
  ])('%o is %s', async (columns, jobType) => {
    expect((await insert(columns)).job_type).toBe(jobType);
  });

  it('overrules a job_type sent with a form that says otherwise', async () => {
    expect(await insert({ employment_form: 'stafett', job_type: 'Heltid' })).toEqual({
      job_type: 'Konsult',
      employment_form: 'stafett',
      // The type's Heltid is still what the ad said of its hours.
      working_hours_type: 'heltid',
      scope_percent: null,
    });
  });

  it('follows the form when an admin changes it', async () => {
    const permanent = `employment_form = 'tillsvidare', working_hours_type = 'heltid'`;
    expect((await update(permanent)).job_type).toBe('Heltid');
    expect((await update(permanent, `employment_form = 'stafett'`)).job_type).toBe('Konsult');
    expect((await update(permanent, `working_hours_type = 'deltid'`)).job_type).toBe('Deltid');
  });

  it.each([
    [
      { working_hours_type: 'heltid', scope_percent: 80 },
      'Heltid är 100 %: välj deltid för en omfattning på 80 %.',
    ],
    [
      { working_hours_type: 'deltid', scope_percent: 100 },
      'Deltid är under 100 %: välj heltid eller en lägre omfattning.',
    ],
    [{ working_hours_type: 'ibland' }, 'Okänd omfattning: ibland (välj heltid eller deltid).'],
  ])('refuses %o with a Swedish reason', async (columns, reason) => {
    const refused = await refusal(() => insert({ employment_form: 'vikariat', ...columns }));
    expect([refused?.code, refused?.message]).toEqual(['23514', reason]);
  });
});

describe('a saved search', () => {
  it('may hold Omfattning, and the old job type filter stays valid', async () => {
    const [row] = await db.query<{ ok: boolean; old: boolean; bad: boolean }>(
      `select private.is_job_alert_search('{"uppdrag": "stafett", "omfattning": "deltid"}') as ok,
              private.is_job_alert_search('{"typ": "Vikariat"}') as old,
              private.is_job_alert_search('{"omfattning": "halvtid"}') as bad`,
    );
    expect(row).toEqual({ ok: true, old: true, bad: false });
  });
});

it('classifies the ads stored before it so that form, Omfattning and type agree', async () => {
  const MIGRATION = 'supabase/migrations/20261201130000_one_job_classification.sql';
  const old = await createTestDatabase({ migrationsBefore: MIGRATION });
  try {
    await old.exec(`
      insert into public.jobs (title, employer_name, location, description, job_type,
          employment_form, scope_percent) values
        ('A locum typed Vikariat', 'Region Norrbotten', 'Kiruna', 'Text.', 'Vikariat', 'stafett', null),
        ('Deltid as a vikariat', 'Region Halland', 'Halmstad', 'Text.', 'Deltid', 'vikariat', null),
        ('Heltid at 80 %', 'Region Gotland', 'Visby', 'Text.', 'Heltid', null, 80),
        ('Heltid', 'Region Skåne', 'Lund', 'Text.', 'Heltid', null, null);`);
    await old.exec(readProjectFile(MIGRATION));
    const rows = await old.query(
      `select title, job_type::text, employment_form, working_hours_type, scope_percent
       from public.jobs order by title`,
    );
    expect(rows).toEqual([
      {
        title: 'A locum typed Vikariat',
        job_type: 'Konsult',
        employment_form: 'stafett',
        working_hours_type: null,
        scope_percent: null,
      },
      {
        title: 'Deltid as a vikariat',
        job_type: 'Vikariat',
        employment_form: 'vikariat',
        working_hours_type: 'deltid',
        scope_percent: null,
      },
      {
        title: 'Heltid',
        job_type: 'Heltid',
        employment_form: 'tillsvidare',
        working_hours_type: 'heltid',
        scope_percent: null,
      },
      {
        title: 'Heltid at 80 %',
        job_type: 'Deltid',
        employment_form: 'tillsvidare',
        working_hours_type: 'deltid',
        scope_percent: 80,
      },
    ]);
  } finally {
    await old.close();
  }
}, 120_000);
