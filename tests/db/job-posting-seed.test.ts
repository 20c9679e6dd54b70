// Every published seed job's JobPosting (the job page's JSON-LD) has Google's required properties
// and the recommended ones the job has data for: validThrough, employmentType, baseSalary with
// its unit, identifier, directApply; jobStartDate, occupationalCategory and qualifications where
// the ad states them. Read as a visitor, so exactly what the job page gets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPostingJsonLd } from '../../src/features/jobs/jobPostingJsonLd.ts';
import type { Job } from '../../src/features/jobs/jobTypes.ts';
import { PUBLIC_JOB_COLUMNS } from '../../src/lib/publicColumns.ts';
import { asActor } from './actors.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

let db: TestDatabase;
let jobs: Job[] = [];

beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
  // As JSON, so dates are the ISO strings PostgREST sends.
  const rows = await asActor(db, 'anon', () =>
    db.query<{ job: Job }>(
      `select to_jsonb(j) as job from (select ${PUBLIC_JOB_COLUMNS} from public.jobs) j`,
    ),
  );
  jobs = rows.map((row) => row.job);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?)?$/;
const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];
const UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];

/** The JSON-LD as a search engine reads it: untyped JSON. */
// biome-ignore lint/suspicious/noExplicitAny: the checks below read nested properties of plain JSON
const posting = (job: Job): Record<string, any> => jobPostingJsonLd(job);

describe('the JobPosting of every seed job', () => {
  it('covers the seed’s locum assignments and its hourly, daily and weekly rates', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(40);
    const units = new Set(jobs.map((job) => job.pay_unit));
    expect([...units]).toEqual(expect.arrayContaining(['hour', 'day', 'week', 'month']));
    expect(jobs.some((job) => job.employment_form === 'stafett')).toBe(true);
  });

  it('has Google’s required properties', () => {
    for (const job of jobs) {
      const ld = posting(job);
      expect(ld['@type'], job.title).toBe('JobPosting');
      expect(ld.title, job.id).toBeTruthy();
      expect(ld.description, job.id).toBeTruthy();
      expect(ld.datePosted, job.id).toMatch(ISO_DATE);
      expect(ld.hiringOrganization?.name, job.id).toBeTruthy();
      expect(ld.jobLocation?.address?.addressCountry, job.id).toMatch(/^(SE|NO|DK)$/);
      expect(ld.jobLocation?.address?.addressLocality, job.id).toBeTruthy();
    }
  });

  it('has the recommended properties, valid, for the data each ad has', () => {
    for (const job of jobs) {
      const ld = posting(job);
      expect(ld.validThrough, job.id).toMatch(ISO_DATE);
      expect(new Date(ld.validThrough) > new Date(ld.datePosted), job.id).toBe(true);
      expect(ld.directApply, job.id).toBe(true);
      expect(ld.identifier?.value, job.id).toBe(job.id);
      if (job.job_type || job.employment_form) {
        expect(
          [ld.employmentType].flat().every((type) => EMPLOYMENT_TYPES.includes(type)),
          job.id,
        ).toBe(true);
      }
      if (job.pay_amount !== null) {
        expect(ld.baseSalary?.currency, job.id).toMatch(/^(SEK|NOK|DKK)$/);
        expect(ld.baseSalary?.value?.value, job.id).toBe(job.pay_amount);
        expect(UNITS, job.id).toContain(ld.baseSalary?.value?.unitText);
      }
      // The earliest start: of the employment or of its first assignment period.
      const start = [job.start_date, job.period_start].filter(Boolean).sort()[0];
      if (start) expect(ld.jobStartDate, job.id).toBe(start);
      const codes = Object.fromEntries(
        ld.occupationalCategory.map((code: { inCodeSet: string; codeValue: string }) => [
          code.inCodeSet,
          code.codeValue,
        ]),
      );
      // SSYK 2012 numbers the grade (2211 Specialistläkare, 2212 ST-läkare, 2219 Övriga
      // läkare), ISCO-08 the field (2211 generalist, 2212 specialist).
      expect(codes, job.id).toEqual({
        'SSYK 2012':
          { specialist: '2211', 'under-training': '2212' }[job.specialist_level ?? ''] ?? '2219',
        'ISCO-08': job.specialty && job.specialty !== 'allmänmedicin' ? '2212' : '2211',
      });
      if (job.licence_countries.length > 0)
        expect(ld.qualifications, job.id).toMatch(/Läkarlegitimation i /);
    }
  });

  it('gives most ads a salary and a type, as Google warns about ads without', () => {
    const postings = jobs.map((job) => jobPostingJsonLd(job));
    expect(
      postings.filter((ld) => 'employmentType' in ld).length / postings.length,
    ).toBeGreaterThan(0.8);
    expect(postings.filter((ld) => 'baseSalary' in ld).length / postings.length).toBeGreaterThan(
      0.8,
    );
  });
});
