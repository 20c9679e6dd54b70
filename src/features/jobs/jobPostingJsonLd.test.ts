import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd } from './jobPostingJsonLd';
import type { Job } from './jobTypes';

const job: Job = {
  id: '7d6f2f4e-3c1b-4a53-9a7e-2b1f7c9d0e11',
  title: 'Överläkare i kirurgi',
  employer_name: 'Oslo universitetssykehus',
  location: 'Oslo, Norge',
  description: 'Vi söker en överläkare.',
  job_type: 'Vikariat',
  specialty: 'kirurgi',
  country: 'NO',
  region: 'Oslo',
  salary_currency: 'NOK',
  employment_form: null,
  periods: [],
  period_start: null,
  period_end: null,
  scope_percent: null,
  on_call: null,
  pay_amount: 85000,
  pay_unit: 'month',
  start_date: null,
  apply_by: null,
  travel_provided: false,
  housing_provided: false,
  licence_countries: [],
  specialist_level: null,
  languages: [],
  requirements: null,
  benefits: null,
  salary_monthly: 85000,
  status: 'published',
  created_at: '2026-03-01T08:00:00Z',
  updated_at: '2026-03-01T08:00:00Z',
  published_at: '2026-03-02T08:00:00Z',
  expires_at: '2026-04-01T08:00:00Z',
  source_id: null,
  original_url: null,
  apply_url: null,
};

describe('jobPostingJsonLd', () => {
  it('describes the job as a schema.org JobPosting with its country and currency', () => {
    expect(jobPostingJsonLd(job)).toMatchObject({
      '@type': 'JobPosting',
      title: 'Överläkare i kirurgi',
      description: 'Vi söker en överläkare.',
      datePosted: '2026-03-02T08:00:00Z',
      validThrough: '2026-04-01T08:00:00Z',
      employmentType: 'TEMPORARY',
      hiringOrganization: { name: 'Oslo universitetssykehus' },
      jobLocation: {
        address: { addressLocality: 'Oslo', addressRegion: 'Oslo', addressCountry: 'NO' },
      },
      // The currency the job pays in, not the portal's home currency.
      baseSalary: { currency: 'NOK', value: { value: 85000, unitText: 'MONTH' } },
    });
  });

  it('gives a locum assignment its type, hourly rate, start, occupation and qualifications', () => {
    const locum: Job = {
      ...job,
      specialty: 'allmänmedicin',
      employment_form: 'stafett',
      scope_percent: 80,
      pay_amount: 1200,
      pay_unit: 'hour',
      salary_monthly: null,
      salary_currency: 'SEK',
      periods: [
        { start: '2027-03-01', end: '2027-03-14' },
        { start: '2027-01-11', end: '2027-02-07' },
      ],
      period_start: '2027-01-11',
      period_end: '2027-03-14',
      licence_countries: ['SE'],
      specialist_level: 'specialist',
      languages: [{ language: 'svenska', level: 'C1' }],
    };
    expect(jobPostingJsonLd(locum)).toMatchObject({
      employmentType: ['TEMPORARY', 'PART_TIME'],
      baseSalary: { currency: 'SEK', value: { value: 1200, unitText: 'HOUR' } },
      jobStartDate: '2027-01-11',
      occupationalCategory: [
        // A locum asked to be a specialist in allmänmedicin: a Specialistläkare in SSYK 2012,
        // a generalist medical practitioner in ISCO-08.
        { inCodeSet: 'SSYK 2012', codeValue: '2211', name: 'Specialistläkare' },
        { inCodeSet: 'ISCO-08', codeValue: '2211', name: 'Generalist medical practitioners' },
      ],
      qualifications:
        'Läkarlegitimation i Sverige. Specialist i allmänmedicin. Svenska på minst nivå C1',
      directApply: true,
    });
  });

  it('leaves out salary, type and expiry when the job has none', () => {
    const ld = jobPostingJsonLd({
      ...job,
      salary_monthly: null,
      pay_amount: null,
      job_type: null,
      expires_at: null,
    });
    expect(ld).not.toHaveProperty('baseSalary');
    expect(ld).not.toHaveProperty('employmentType');
    expect(ld).not.toHaveProperty('validThrough');
  });
});
