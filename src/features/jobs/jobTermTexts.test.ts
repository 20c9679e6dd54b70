import { restoreJob } from '@shared/public-job';
import { describe, expect, it } from 'vitest';
import { employmentBadge, jobPay, qualificationsList, termsLine, termsList } from './jobTermTexts';
import type { Job } from './jobTypes';

const permanent = restoreJob<Job>({
  id: '7d6f2f4e-3c1b-4a53-9a7e-2b1f7c9d0e12',
  title: 'Specialist i allmänmedicin',
  employer_name: 'Region Norrbotten',
  location: 'Kiruna',
  description: 'Text.',
  job_type: 'Heltid',
  specialty: 'allmänmedicin',
  country: 'SE',
  region: 'Norrbotten',
  salary_currency: 'SEK',
  requirements: null,
  benefits: null,
  salary_monthly: 78000,
  employment_form: 'tillsvidare',
  working_hours_type: 'heltid',
  periods: [],
  period_start: null,
  period_end: null,
  scope_percent: null,
  on_call: null,
  pay_amount: 78000,
  pay_unit: 'month',
  start_date: null,
  apply_by: null,
  travel_provided: false,
  housing_provided: false,
  licence_countries: [],
  specialist_level: null,
  languages: [],
  status: 'published',
  created_at: '2026-03-01T08:00:00Z',
  updated_at: '2026-03-01T08:00:00Z',
  published_at: '2026-03-02T08:00:00Z',
  expires_at: '2026-04-01T08:00:00Z',
} satisfies Partial<Job>);

const locum = restoreJob<Job>({
  ...permanent,
  job_type: 'Konsult',
  employment_form: 'stafett',
  working_hours_type: 'deltid',
  periods: [{ start: '2027-01-11', end: '2027-02-07' }],
  period_start: '2027-01-11',
  period_end: '2027-02-07',
  scope_percent: 80,
  on_call: 'included',
  pay_amount: 1200,
  pay_unit: 'hour',
  salary_monthly: null,
  travel_provided: true,
  housing_provided: true,
  licence_countries: ['SE', 'NO', 'DK'],
  specialist_level: 'specialist',
  languages: [{ language: 'svenska', level: 'C1' }],
} satisfies Partial<Job>);

describe('a job’s terms as text', () => {
  it('shows a locum’s period, Omfattning, on-call and rate at a glance', () => {
    expect(termsLine(locum)).toBe('2027-01-11 – 2027-02-07 · Deltid 80\u00a0% · Jour ingår');
    expect(jobPay(locum)).toBe('1\u00a0200 SEK/tim');
    expect(employmentBadge(locum)).toBe('Locum / stafett');
  });

  it('shows every period of an assignment on the page and the first on the card', () => {
    const weeks: Job = {
      ...locum,
      periods: [
        { start: '2027-06-07', end: '2027-06-20' },
        { start: '2027-01-11', end: '2027-02-07' },
        { start: '2027-03-01', end: '2027-03-14' },
      ],
      period_end: '2027-06-20',
    };
    expect(termsLine(weeks)).toBe(
      '2027-01-11 – 2027-02-07 (+2 perioder) · Deltid 80\u00a0% · Jour ingår',
    );
    expect(termsList(weeks)).toEqual(
      expect.arrayContaining([
        'Period 1: 2027-01-11 – 2027-02-07',
        'Period 2: 2027-03-01 – 2027-03-14',
        'Period 3: 2027-06-07 – 2027-06-20',
      ]),
    );
    // A row of a local copy saved before the periods existed has its one period in the span.
    const { periods: _, ...older } = locum;
    expect(termsLine(older as Job)).toBe('2027-01-11 – 2027-02-07 · Deltid 80\u00a0% · Jour ingår');
  });

  it('says an assignment without dates is by agreement, and a permanent post its Omfattning', () => {
    expect(
      termsLine({
        ...locum,
        periods: [],
        period_start: null,
        period_end: null,
        working_hours_type: null,
        scope_percent: null,
        on_call: null,
      }),
    ).toBe('enligt överenskommelse');
    expect(termsLine(permanent)).toBe('Heltid');
    expect(employmentBadge(permanent)).toBe('Tillsvidare');
    expect(jobPay(permanent)).toBe('78\u00a0000 SEK/mån');
  });

  it('lists the terms and the requirements a doctor checks against', () => {
    expect(termsList(locum)).toEqual([
      'Period: 2027-01-11 – 2027-02-07',
      'Omfattning: Deltid 80\u00a0%',
      'Jour ingår',
      'Resa ingår',
      'Boende ingår',
    ]);
    expect(qualificationsList(locum)).toEqual([
      'Läkarlegitimation i Sverige, Norge eller Danmark',
      'Specialist i allmänmedicin',
      'Svenska på minst nivå C1',
    ]);
  });

  it('reads a local copy saved before the terms existed (no such columns) by its spec type', () => {
    const {
      scope_percent,
      licence_countries,
      languages,
      employment_form,
      working_hours_type,
      ...older
    } = permanent;
    const row = older as unknown as Job;
    expect(employmentBadge(row)).toBe('Tillsvidare');
    expect(termsList(row)).toEqual(['Omfattning: Heltid']);
    expect(termsLine(row)).toBe('Heltid');
    expect(qualificationsList(row)).toEqual([]);
    expect(jobPay({ ...row, pay_amount: null, pay_unit: null })).toBe('78\u00a0000 SEK/mån');
  });
});
