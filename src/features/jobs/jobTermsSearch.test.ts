// Issue 36's filters on the shared model: employment form, on-call, "tillgänglig mellan" two
// dates and the earliest start first; the same rules run on the local copy and in the alerts.
import {
  filterJobs,
  matchesJobSearch,
  parseJobSearch,
  type SearchableJob,
} from '@shared/search/index.ts';
import { describe, expect, it } from 'vitest';

function job(overrides: Partial<SearchableJob>): SearchableJob {
  return {
    title: 'Läkare',
    employer_name: 'Region Norrbotten',
    location: 'Kiruna',
    description: 'Text.',
    job_type: null,
    specialty: 'allmänmedicin',
    country: 'SE',
    region: 'Norrbotten',
    salary_monthly: null,
    salary_currency: 'SEK',
    published_at: '2026-01-01T00:00:00Z',
    expires_at: null,
    ...overrides,
  };
}

const january = job({
  title: 'Stafett januari',
  employment_form: 'stafett',
  on_call: 'included',
  period_start: '2027-01-11',
  period_end: '2027-02-07',
});
const june = job({
  title: 'Vikariat juni',
  job_type: 'Vikariat',
  on_call: 'none',
  period_start: '2027-06-01',
  period_end: '2027-08-31',
});
const openEnded = job({
  title: 'Konsult från mars',
  employment_form: 'konsult',
  period_start: '2027-03-01',
});
const permanent = job({ title: 'Tillsvidare', job_type: 'Heltid', start_date: '2027-02-01' });
const byAgreement = job({ title: 'Stafett efter överenskommelse', employment_form: 'stafett' });
const all = [january, june, openEnded, permanent, byAgreement];
const titles = (jobs: SearchableJob[]) => jobs.map((found) => found.title);

describe('the terms filters', () => {
  it('filters by employment form, the spec’s job types counting as theirs', () => {
    expect(titles(filterJobs(all, parseJobSearch({ uppdrag: 'stafett' })))).toEqual([
      'Stafett januari',
      'Stafett efter överenskommelse',
    ]);
    expect(matchesJobSearch(june, parseJobSearch({ uppdrag: 'vikariat' }))).toBe(true);
    expect(matchesJobSearch(permanent, parseJobSearch({ uppdrag: 'tillsvidare' }))).toBe(true);
  });

  it('filters by on-call duty', () => {
    expect(titles(filterJobs(all, parseJobSearch({ jour: 'included' })))).toEqual([
      'Stafett januari',
    ]);
  });

  it('finds the assignments whose period overlaps the days a doctor is available', () => {
    const between = (fran: string, till: string) =>
      titles(filterJobs(all, parseJobSearch({ fran, till, sortering: 'start' })));
    expect(between('2027-01-20', '2027-01-31')).toEqual(['Stafett januari']);
    expect(between('2027-02-01', '2027-03-15')).toEqual([
      'Stafett januari',
      'Tillsvidare',
      'Konsult från mars',
    ]);
    expect(between('2027-09-01', '2027-12-31')).toEqual(['Konsult från mars']);
    // Given the wrong way round, the same window.
    expect(between('2027-01-31', '2027-01-20')).toEqual(['Stafett januari']);
  });

  it('sorts by the earliest start, jobs without one last', () => {
    expect(titles(filterJobs(all, parseJobSearch({ sortering: 'start' })))).toEqual([
      'Stafett januari',
      'Tillsvidare',
      'Konsult från mars',
      'Vikariat juni',
      'Stafett efter överenskommelse',
    ]);
  });

  it('drops unknown values and malformed dates from a link', () => {
    expect(parseJobSearch({ uppdrag: 'sommar', jour: 'ibland', fran: '2027-13-01' })).toMatchObject(
      {
        uppdrag: undefined,
        jour: undefined,
        fran: undefined,
      },
    );
  });

  it('compares a minimum pay with pay in the same unit only', () => {
    const hourly = job({ title: 'Timlön 1 200', pay_amount: 1200, pay_unit: 'hour' });
    const cheaper = job({ title: 'Timlön 900', pay_amount: 900, pay_unit: 'hour' });
    const monthly = job({
      title: 'Månadslön 80 000',
      pay_amount: 80_000,
      pay_unit: 'month',
      salary_monthly: 80_000,
    });
    // An older local copy has no unit: its monthly salary counts per month.
    const older = job({ title: 'Äldre kopia 70 000', salary_monthly: 70_000 });
    const jobs = [hourly, cheaper, monthly, older];
    expect(titles(filterJobs(jobs, parseJobSearch({ minlon: 1000, lonenhet: 'hour' })))).toEqual([
      'Timlön 1 200',
    ]);
    expect(titles(filterJobs(jobs, parseJobSearch({ minlon: 60_000 })))).toEqual([
      'Månadslön 80 000',
      'Äldre kopia 70 000',
    ]);
  });
});
