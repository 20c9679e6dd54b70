// The database's job lists equal the app's (supabase/functions/_shared/search): one source of
// truth, checked here, so a specialty added in TypeScript but not in SQL (or the reverse) fails
// the suite instead of failing an admin's save. The checks refuse values outside the lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUNTRY_VALUES,
  CURRENCY_VALUES,
  EMPLOYMENT_FORM_VALUES,
  JOB_TYPES,
  LANGUAGE_LEVELS,
  LANGUAGE_VALUES,
  ON_CALL_VALUES,
  PAY_UNIT_VALUES,
  REGIONS,
  SPECIALIST_LEVEL_VALUES,
  SPECIALTY_VALUES,
  WORKING_HOURS_VALUES,
} from '../../supabase/functions/_shared/search/index.ts';
import { asActor, insertFixtures, ROWS } from './actors.ts';
import { createTestDatabase, readProjectFile, sqlState, type TestDatabase } from './database.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await insertFixtures(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

async function list(sql: string): Promise<string[]> {
  const [row] = await db.query<{ list: string[] }>(`select ${sql} as list`);
  return row?.list ?? [];
}

describe('the database lists are the app’s lists', () => {
  it('has the same specialties, countries, currencies and job types', async () => {
    expect(await list('private.job_specialties()')).toEqual(SPECIALTY_VALUES);
    expect(await list('private.job_countries()')).toEqual(COUNTRY_VALUES);
    expect(await list('private.job_currencies()')).toEqual(CURRENCY_VALUES);
    expect(await list(`enum_range(null::public.job_type)::text[]`)).toEqual(JOB_TYPES);
  });

  it('has the same employment forms, on-call, units, levels and languages', async () => {
    expect(await list('private.job_employment_forms()')).toEqual(EMPLOYMENT_FORM_VALUES);
    expect(await list('private.job_working_hours()')).toEqual(WORKING_HOURS_VALUES);
    expect(await list('private.job_on_call()')).toEqual(ON_CALL_VALUES);
    expect(await list('private.job_pay_units()')).toEqual(PAY_UNIT_VALUES);
    expect(await list('private.job_specialist_levels()')).toEqual(SPECIALIST_LEVEL_VALUES);
    expect(await list('private.job_languages()')).toEqual([...LANGUAGE_VALUES]);
    expect(await list('private.job_language_levels()')).toEqual([...LANGUAGE_LEVELS]);
  });

  it.each(COUNTRY_VALUES)('has the same regions for %s', async (country) => {
    expect(await list(`private.job_regions('${country}')`)).toEqual(REGIONS[country]);
  });
});

// As the admin who may edit every job, so only the checks decide.
describe('a job’s specialty, place and currency', () => {
  const update = (set: string) =>
    asActor(db, 'admin', () =>
      sqlState(() => db.query(`update public.jobs set ${set} where id = $1`, [ROWS.jobOpen])),
    );

  it('accepts values from the lists, a region of the job’s country and no region', async () => {
    expect(await update(`specialty = 'psykiatri', country = 'NO', region = 'Troms'`)).toBeNull();
    expect(await update(`specialty = null, country = 'DK', region = null`)).toBeNull();
    expect(await update(`salary_monthly = 65000, salary_currency = 'NOK'`)).toBeNull();
  });

  it.each([
    ['an unknown specialty', `specialty = 'trolldom'`],
    ['the old sector pediatrik (it is barn- och ungdomsmedicin now)', `specialty = 'pediatrik'`],
    ['an unknown country', `country = 'FI'`],
    ['a region of another country', `country = 'SE', region = 'Troms'`],
    ['an unknown region', `region = 'Lappland'`],
    ['an unknown currency', `salary_currency = 'EUR'`],
  ])('refuses %s with a check violation', async (_, set) => {
    expect(await update(set)).toBe('23514');
  });

  it('lets visitors read the new columns of a published job', async () => {
    const rows = await asActor(db, 'anon', () =>
      db.query(`select specialty, country, region, salary_currency from public.jobs`),
    );
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('the migration of existing jobs', () => {
  const MIGRATION = 'supabase/migrations/20261123000400_job_search.sql';

  it('keeps sector values as specialties (pediatrik → barn- och ungdomsmedicin) and places Norwegian and Danish ads', async () => {
    const old = await createTestDatabase({ migrationsBefore: MIGRATION });
    try {
      await old.exec(`
        insert into public.jobs (title, employer_name, location, description, sector, salary_monthly) values
          ('Barnläkare', 'Region Halland', 'Halmstad, Sverige', 'Text.', 'pediatrik', 70000),
          ('Kirurg', 'Oslo universitetssykehus', 'Oslo, Norge', 'Text.', 'kirurgi', 90000),
          ('Allmänläkare', 'Lægehuset', 'Århus', 'Text.', 'allmänmedicin', null),
          ('Läkare', 'Region Västernorrland', 'Härnösand', 'Text.', null, null);`);
      await old.exec(readProjectFile(MIGRATION));
      const rows = await old.query(
        'select title, specialty, country, region, salary_currency from public.jobs order by title',
      );
      expect(rows).toEqual([
        {
          title: 'Allmänläkare',
          specialty: 'allmänmedicin',
          country: 'DK',
          region: null,
          salary_currency: 'DKK',
        },
        {
          title: 'Barnläkare',
          specialty: 'barn- och ungdomsmedicin',
          country: 'SE',
          region: null,
          salary_currency: 'SEK',
        },
        {
          title: 'Kirurg',
          specialty: 'kirurgi',
          country: 'NO',
          region: null,
          salary_currency: 'NOK',
        },
        { title: 'Läkare', specialty: null, country: 'SE', region: null, salary_currency: 'SEK' },
      ]);
    } finally {
      await old.close();
    }
  }, 120_000);
});
