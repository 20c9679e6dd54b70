import { describe, expect, it } from 'vitest';
import { filterJobs, normalise } from './filterJobs';
import type { Job } from './jobTypes';

function job(overrides: Partial<Job>): Job {
  return {
    id: crypto.randomUUID(),
    title: 'Specialistläkare',
    employer_name: 'Region Skåne',
    location: 'Malmö',
    description: 'En tjänst.',
    job_type: 'Heltid',
    sector: 'allmänmedicin',
    requirements: null,
    benefits: null,
    salary_monthly: null,
    status: 'published',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    published_at: '2026-01-01T00:00:00Z',
    expires_at: null,
    ...overrides,
  };
}

const malmo = job({ title: 'Distriktsläkare', location: 'Malmö', sector: 'allmänmedicin' });
const goteborg = job({
  title: 'Överläkare i kirurgi',
  employer_name: 'Sahlgrenska',
  location: 'Göteborg',
  sector: 'kirurgi',
  job_type: 'Vikariat',
});
const aarhus = job({
  title: 'Børnelæge',
  employer_name: 'Aarhus Universitetshospital',
  location: 'Århus, Danmark',
  sector: 'pediatrik',
  job_type: 'Konsult',
  description: 'Barnläkare till akutmottagningen.',
});
const jobs = [malmo, goteborg, aarhus];

describe('filterJobs', () => {
  it('returns every job when no filter is set', () => {
    expect(filterJobs(jobs, {})).toEqual(jobs);
  });

  it('matches the keyword case-insensitively, with å ä ö folded the Swedish way', () => {
    expect(filterJobs(jobs, { q: 'ÖVERLÄKARE' })).toEqual([goteborg]);
    expect(filterJobs(jobs, { q: 'överläkare' })).toEqual([goteborg]);
    // "o" is not "ö": Swedish treats them as different letters.
    expect(filterJobs(jobs, { q: 'overlakare' })).toEqual([]);
  });

  it('looks for the keyword in employer and description too, every word in any order', () => {
    expect(filterJobs(jobs, { q: 'sahlgrenska' })).toEqual([goteborg]);
    expect(filterJobs(jobs, { q: 'akutmottagningen barnläkare' })).toEqual([aarhus]);
    expect(filterJobs(jobs, { q: 'barnläkare kirurgi' })).toEqual([]);
  });

  it('filters by location, case-insensitively and by part of the name', () => {
    expect(filterJobs(jobs, { plats: 'GÖTEBORG' })).toEqual([goteborg]);
    expect(filterJobs(jobs, { plats: 'århus' })).toEqual([aarhus]);
    expect(filterJobs(jobs, { plats: 'malm' })).toEqual([malmo]);
  });

  it('filters by sector and job type, and combines all filters', () => {
    expect(filterJobs(jobs, { sektor: 'kirurgi' })).toEqual([goteborg]);
    expect(filterJobs(jobs, { typ: 'Konsult' })).toEqual([aarhus]);
    expect(filterJobs(jobs, { typ: 'Heltid', sektor: 'allmänmedicin', plats: 'malmö' })).toEqual([
      malmo,
    ]);
    expect(filterJobs(jobs, { typ: 'Heltid', sektor: 'kirurgi' })).toEqual([]);
  });

  it('ignores surrounding and repeated whitespace in the filters', () => {
    expect(filterJobs(jobs, { q: '  distriktsläkare  ', plats: ' malmö ' })).toEqual([malmo]);
  });
});

describe('normalise', () => {
  it('lower-cases Å Ä Ö to å ä ö and keeps them', () => {
    expect(normalise('ÅRE Älvsbyn ÖREBRO')).toBe('åre älvsbyn örebro');
  });

  it('folds a decomposed ö (o + combining diaeresis) to the composed letter', () => {
    expect(normalise('O\u0308rebro')).toBe('örebro');
  });
});
