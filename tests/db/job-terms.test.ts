// Issue 36's job terms in the database (their lists: job-search-lists.test.ts): the rules refuse
// bad terms with a Swedish reason (the admin form shows it as it is), the spec's job type and
// monthly salary keep working, and the last day to apply closes the ad for reading and applying.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSIFICATION_OF_JOB_TYPE } from '../../supabase/functions/_shared/search/index.ts';
import { asActor, insertFixtures, ROWS, rolledBack, USERS } from './actors.ts';
import { createTestDatabase, readProjectFile, type TestDatabase } from './database.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await insertFixtures(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

/** The SQLSTATE and message of a refused statement, or null when it succeeded. */
async function refusal(work: () => Promise<unknown>) {
  try {
    await work();
    return null;
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    return { code, message };
  }
}

const LOCUM = `employment_form = 'stafett', period_start = '2027-01-11', period_end = '2027-02-07',
  scope_percent = 80, on_call = 'included', pay_amount = 1200, pay_unit = 'hour',
  salary_currency = 'SEK', licence_countries = '{SE}', specialist_level = 'specialist',
  languages = '[{"language": "svenska", "level": "C1"}]', travel_provided = true, housing_provided = true`;

// As the admin who may edit every job, so only the rules decide.
const update = (set: string) =>
  asActor(db, 'admin', () =>
    db.query(
      `update public.jobs set ${set} where id = $1 returning employment_form, scope_percent,
         pay_amount, pay_unit, salary_monthly, licence_countries, languages`,
      [ROWS.jobOpen],
    ),
  );

describe('a job’s terms', () => {
  it('stores a locum assignment with its period, scope, on-call, hourly rate and requirements', async () => {
    const [row] = (await update(LOCUM)) as Record<string, unknown>[];
    expect(row).toMatchObject({
      employment_form: 'stafett',
      scope_percent: 80,
      pay_amount: 1200,
      pay_unit: 'hour',
      // An hourly rate is no monthly salary: the spec's column is empty.
      salary_monthly: null,
      licence_countries: ['SE'],
      languages: [{ language: 'svenska', level: 'C1' }],
    });
  });

  it.each([
    [
      'an end before the start',
      `period_start = '2027-02-01', period_end = '2027-01-31'`,
      /slut.*före/,
    ],
    ['a scope of 0 %', 'scope_percent = 0', /mellan 1 och 100 %/],
    ['a scope of 101 %', 'scope_percent = 101', /mellan 1 och 100 %/],
    ['an unknown pay unit', `pay_amount = 5000, pay_unit = 'year'`, /Okänd löneenhet/],
    [
      'an unknown language level',
      `languages = '[{"language": "svenska", "level": "C3"}]'`,
      /Okänd språknivå/,
    ],
    ['an unknown language', `languages = '[{"language": "xx", "level": "B2"}]'`, /Okänt språk/],
    ['an unknown employment form', `employment_form = 'sommar'`, /Okänd anställningsform/],
    ['an unknown on-call form', `on_call = 'ibland'`, /Okänd jourform/],
    ['a licence in another country', `licence_countries = '{FI}'`, /Legitimation/],
  ])('refuses %s with a check violation and a Swedish reason', async (_, set, reason) => {
    const refused = await refusal(() => update(set));
    expect(refused?.code).toBe('23514');
    expect(refused?.message).toMatch(reason);
  });

  it.each(Object.entries(CLASSIFICATION_OF_JOB_TYPE))(
    'maps the spec’s job type %s, written alone, onto the form %o',
    async (jobType, { form }) => {
      const [row] = (await update(`job_type = '${jobType}'`)) as { employment_form: string }[];
      expect(row?.employment_form).toBe(form);
    },
  );

  it('keeps the spec’s monthly salary as an amount per month', async () => {
    const [row] = (await update('salary_monthly = 72000')) as Record<string, unknown>[];
    expect(row).toMatchObject({ pay_amount: 72000, pay_unit: 'month', salary_monthly: 72000 });
  });
});

describe('an assignment’s periods', () => {
  const periodsAfter = (set: string) =>
    asActor(db, 'admin', () =>
      db.query<{ periods: unknown; period_start: string | null; period_end: string | null }>(
        `update public.jobs set ${set} where id = $1
         returning periods, period_start::text, period_end::text`,
        [ROWS.jobOpen],
      ),
    );

  it('keeps several periods in order of start, their span in period_start and period_end', async () => {
    const [row] = await periodsAfter(
      `periods = '[{"start": "2027-03-01", "end": "2027-03-14"}, {"start": "2027-01-11", "end": "2027-02-07"}, {"start": "2027-06-07"}]'`,
    );
    expect(row).toEqual({
      periods: [
        { start: '2027-01-11', end: '2027-02-07' },
        { start: '2027-03-01', end: '2027-03-14' },
        // The last period runs on: so does the span.
        { start: '2027-06-07', end: null },
      ],
      period_start: '2027-01-11',
      period_end: null,
    });
  });

  it('makes one period of a writer that sets only period_start and period_end', async () => {
    const [row] = await periodsAfter(`period_start = '2027-01-11', period_end = '2027-02-07'`);
    expect(row?.periods).toEqual([{ start: '2027-01-11', end: '2027-02-07' }]);
  });

  it('gives an ad stored with one period before the list existed that period', async () => {
    const MIGRATION = 'supabase/migrations/20261126720000_job_periods.sql';
    const old = await createTestDatabase({ migrationsBefore: MIGRATION });
    try {
      await old.exec(`
        insert into public.jobs (title, employer_name, location, description, employment_form,
            period_start, period_end) values
          ('Stafett', 'Region Norrbotten', 'Kiruna', 'Text.', 'stafett', '2027-01-11', '2027-02-07'),
          ('Konsult', 'Region Gotland', 'Visby', 'Text.', 'konsult', '2027-03-01', null),
          ('Tillsvidare', 'Region Halland', 'Halmstad', 'Text.', null, null, null);`);
      await old.exec(readProjectFile(MIGRATION));
      const rows = await old.query(
        `select title, periods, period_start::text, period_end::text from public.jobs
         order by title`,
      );
      expect(rows).toEqual([
        {
          title: 'Konsult',
          periods: [{ start: '2027-03-01', end: null }],
          period_start: '2027-03-01',
          period_end: null,
        },
        {
          title: 'Stafett',
          periods: [{ start: '2027-01-11', end: '2027-02-07' }],
          period_start: '2027-01-11',
          period_end: '2027-02-07',
        },
        { title: 'Tillsvidare', periods: [], period_start: null, period_end: null },
      ]);
    } finally {
      await old.close();
    }
  }, 120_000);

  it.each([
    [
      'an end before its start',
      `[{"start": "2027-01-11", "end": "2027-02-07"}, {"start": "2027-03-14", "end": "2027-03-01"}]`,
      /Period 2: slutet \(2027-03-01\) ligger före starten \(2027-03-14\)/,
    ],
    [
      'overlapping periods',
      `[{"start": "2027-01-11", "end": "2027-02-07"}, {"start": "2027-02-01", "end": "2027-02-14"}]`,
      /överlappar/,
    ],
    [
      'a period without a start',
      `[{"end": "2027-02-07"}]`,
      /Period 1: ange ett giltigt startdatum/,
    ],
    ['a day that does not exist', `[{"start": "2027-02-30"}]`, /giltigt startdatum/],
    ['a list that is not one', `{"start": "2027-01-11"}`, /lista/],
  ])('refuses %s with a Swedish reason', async (_, periods, reason) => {
    const refused = await refusal(() => periodsAfter(`periods = '${periods}'`));
    expect(refused?.code).toBe('23514');
    expect(refused?.message).toMatch(reason);
  });
});

describe('the last day to apply', () => {
  // Published ten days ago, the last day to apply yesterday (Swedish time).
  const closed = `update public.jobs set published_at = now() - interval '10 days',
      apply_by = (now() at time zone 'Europe/Stockholm')::date - 1 where id = '${ROWS.jobOpen}';`;

  it('closes the ad at the end of that day', async () => {
    const [row] = await rolledBack(db, async () => {
      await db.exec(closed);
      return db.query<{ open: boolean; closes: string }>(
        `select expires_at > now() as open,
                (expires_at at time zone 'Europe/Stockholm')::time::text as closes
         from public.jobs where id = $1`,
        [ROWS.jobOpen],
      );
    });
    expect(row).toEqual({ open: false, closes: '23:59:59' });
  });

  it('hides the ad from visitors', async () => {
    const rows = await asActor(
      db,
      'anon',
      () => db.query('select id from public.jobs where id = $1', [ROWS.jobOpen]),
      closed,
    );
    expect(rows).toEqual([]);
  });

  it('refuses an application to it', async () => {
    const refused = await refusal(() =>
      asActor(
        db,
        'seekerA',
        () =>
          db.query(
            `insert into public.job_applications (job_id, applicant_id, cover_letter)
             values ($1, $2, 'Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.')`,
            [ROWS.jobOpen, USERS.seekerA],
          ),
        closed,
      ),
    );
    // Refused before the policy, with a Swedish reason the app shows (PostgREST answers 410).
    expect(refused?.code).toBe('PT410');
    expect(refused?.message).toBe('Annonsen har stängt och tar inte emot ansökningar.');
  });

  it('tells a visitor the ad has closed, by name, and nothing of a draft', async () => {
    const [closedRow] = await asActor(
      db,
      'anon',
      () =>
        db.query<{ job: { title: string } | null }>('select public.closed_job($1) as job', [
          ROWS.jobOpen,
        ]),
      closed,
    );
    expect(closedRow?.job?.title).toBe('Öppet jobb');
    const [draftRow] = await asActor(db, 'anon', () =>
      db.query<{ job: unknown }>('select public.closed_job($1) as job', [ROWS.jobDraft]),
    );
    expect(draftRow?.job).toBeNull();
  });

  it('keeps the ad open until a last day later than its expiry, and closes it on an earlier one', async () => {
    const endOf = (lastDay: string, expires: string) =>
      rolledBack(db, async () => {
        await db.exec(`update public.jobs set published_at = now() - interval '1 day',
            expires_at = now() + interval '${expires}',
            apply_by = (now() at time zone 'Europe/Stockholm')::date + ${lastDay}
          where id = '${ROWS.jobOpen}';`);
        const [row] = await db.query<{ last_day: boolean; closes: string }>(
          `select (expires_at at time zone 'Europe/Stockholm')::date = apply_by as last_day,
                  (expires_at at time zone 'Europe/Stockholm')::time::text as closes
           from public.jobs where id = $1`,
          [ROWS.jobOpen],
        );
        return row;
      });
    // Expiry in 30 days, last day to apply in 47 (the 2026-12-29 and 2027-01-15).
    expect(await endOf('47', '30 days')).toEqual({ last_day: true, closes: '23:59:59' });
    expect(await endOf('5', '30 days')).toEqual({ last_day: true, closes: '23:59:59' });
  });

  it('refuses publishing an ad whose last day has passed, with a reason', async () => {
    const refused = await refusal(() =>
      update(`apply_by = (now() at time zone 'Europe/Stockholm')::date - 1`),
    );
    expect(refused).toMatchObject({ code: '23514', message: expect.stringMatching(/passerat/) });
  });
});
