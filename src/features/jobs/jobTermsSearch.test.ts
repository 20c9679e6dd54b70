// Issue 36's filters on the shared model: employment form, on-call, "tillgänglig mellan" two
// dates and the earliest start first; the same rules run on the local copy and in the alerts.
import {
  filterJobs,
  matchesJobSearch,
  parseJobSearch,
  payOrderNote,
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

  it('finds an assignment of several periods when any one of them overlaps the days', () => {
    const weeks = job({
      title: 'Stafett några veckor',
      periods: [
        { start: '2027-01-04', end: '2027-01-17' },
        { start: '2027-04-05', end: '2027-04-18' },
      ],
      period_start: '2027-01-04',
      period_end: '2027-04-18',
    });
    const available = (fran: string, till: string) =>
      matchesJobSearch(weeks, parseJobSearch({ fran, till }));
    expect(available('2027-04-10', '2027-04-30')).toBe(true);
    expect(available('2027-01-01', '2027-01-05')).toBe(true);
    // Between the periods: the span overlaps, no period does.
    expect(available('2027-02-01', '2027-03-31')).toBe(false);
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

  it('sorts by pay within its unit: the chosen unit first, then the others, no pay last', () => {
    const hourly = job({ title: 'Timlön 1 200', pay_amount: 1200, pay_unit: 'hour' });
    // Compared in approximate SEK across currencies, within the unit.
    const norwegian = job({
      title: 'Timlön 1 000 NOK',
      pay_amount: 1000,
      pay_unit: 'hour',
      salary_currency: 'NOK',
    });
    const cheaper = job({ title: 'Timlön 900', pay_amount: 900, pay_unit: 'hour' });
    const daily = job({ title: 'Dagslön 9 000', pay_amount: 9000, pay_unit: 'day' });
    const monthly = job({ title: 'Månadslön 80 000', pay_amount: 80_000, pay_unit: 'month' });
    const older = job({ title: 'Äldre kopia 90 000', salary_monthly: 90_000 });
    const unpaid = job({ title: 'Ingen lön' });
    const jobs = [unpaid, cheaper, daily, hourly, monthly, norwegian, older];
    const byPay = (lonenhet?: string) =>
      titles(filterJobs(jobs, parseJobSearch({ sortering: 'lon', lonenhet })));
    expect(byPay()).toEqual([
      'Äldre kopia 90 000',
      'Månadslön 80 000',
      'Dagslön 9 000',
      'Timlön 1 200',
      'Timlön 1 000 NOK',
      'Timlön 900',
      'Ingen lön',
    ]);
    expect(byPay('hour')).toEqual([
      'Timlön 1 200',
      'Timlön 1 000 NOK',
      'Timlön 900',
      'Äldre kopia 90 000',
      'Månadslön 80 000',
      'Dagslön 9 000',
      'Ingen lön',
    ]);
    expect(payOrderNote('hour')).toBe(
      'Lön jämförs inom samma enhet: högst timlön först, sedan månadslön, veckolön och dagslön.',
    );
  });
});
