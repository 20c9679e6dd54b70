// The search rules on the shared model the list and the alert function both use.

import {
  compactSearch,
  filterJobs,
  fold,
  jobCountsByEmployer,
  matchesJobSearch,
  parseJobSearch,
  type SearchableJob,
  SPECIALTY_VALUES,
  sortJobs,
  sortOrderNote,
  swedishDay,
  toSpecialty,
} from '@shared/search/index.ts';
import { describe, expect, it } from 'vitest';
import { activeFilters } from './activeFilters';

function job(overrides: Partial<SearchableJob>): SearchableJob {
  return {
    title: 'Specialistläkare',
    employer_name: 'Region Skåne',
    location: 'Malmö',
    description: 'En tjänst.',
    requirements: null,
    job_type: 'Heltid',
    specialty: 'allmänmedicin',
    country: 'SE',
    region: 'Skåne',
    salary_monthly: null,
    salary_currency: 'SEK',
    published_at: '2026-01-01T00:00:00Z',
    expires_at: null,
    ...overrides,
  };
}

const malmo = job({ title: 'Distriktsläkare', location: 'Malmö', salary_monthly: 70_000 });
const lund = job({ title: 'ST-läkare psykiatri', location: 'Lund', specialty: 'psykiatri' });
const goteborg = job({
  title: 'Överläkare i kirurgi',
  employer_name: 'Sahlgrenska',
  location: 'Göteborg',
  region: 'Västra Götaland',
  specialty: 'kirurgi',
  job_type: 'Vikariat',
  salary_monthly: 80_000,
  published_at: '2026-02-01T00:00:00Z',
  expires_at: '2026-04-01T00:00:00Z',
});
const tromso = job({
  title: 'Lege i spesialisering, anestesi',
  employer_name: 'Universitetssykehuset Nord-Norge',
  location: 'Tromsø',
  country: 'NO',
  region: 'Troms',
  specialty: 'anestesi och intensivvård',
  salary_monthly: 75_000,
  salary_currency: 'NOK',
  published_at: '2026-03-01T00:00:00Z',
  expires_at: '2026-03-20T00:00:00Z',
});
const aarhus = job({
  title: 'Børnelæge',
  employer_name: 'Aarhus Universitetshospital',
  location: 'Aarhus',
  country: 'DK',
  region: 'Midtjylland',
  specialty: 'pediatrik',
  job_type: 'Konsult',
  description: 'Barnläkare till akutmottagningen.',
  salary_monthly: 55_000,
  salary_currency: 'DKK',
});
const jobs = [malmo, lund, goteborg, tromso, aarhus];
const find = (search: unknown) => filterJobs(jobs, parseJobSearch(search));

describe('fold', () => {
  it('folds case and diacritics both ways across the Nordic spellings', () => {
    expect(fold('GÖTEBORG')).toBe(fold('goteborg'));
    expect(fold('Tromsø')).toBe(fold('Tromso'));
    expect(fold('Århus')).toBe(fold('Aarhus'));
    expect(fold('Arhus')).toBe(fold('Aarhus'));
    expect(fold('Sjælland')).toBe(fold('Själland'));
    expect(fold('O\u0308rebro')).toBe('orebro');
  });
});

describe('filterJobs', () => {
  it('returns every job, newest first, when no filter is set', () => {
    expect(find({})).toEqual([tromso, goteborg, malmo, lund, aarhus]);
  });

  it('finds places with or without their diacritics ', () => {
    expect(find({ plats: 'Goteborg' })).toEqual([goteborg]);
    expect(find({ plats: 'Göteborg' })).toEqual([goteborg]);
    expect(find({ plats: 'Tromso' })).toEqual([tromso]);
    expect(find({ plats: 'Arhus' })).toEqual([aarhus]);
    expect(find({ plats: 'Århus' })).toEqual([aarhus]);
    expect(find({ q: 'overlakare' })).toEqual([goteborg]);
  });

  it('matches the region and country in the place search: Skåne finds Lund and Malmö', () => {
    expect(find({ plats: 'Skåne' })).toEqual([malmo, lund]);
    expect(find({ plats: 'skane' })).toEqual([malmo, lund]);
    expect(find({ plats: 'Norge' })).toEqual([tromso]);
  });

  it('finds a specialty by its name and by the words doctors use (psykiatri, narkos)', () => {
    expect(find({ q: 'psykiatri' })).toEqual([lund]);
    expect(find({ q: 'narkos' })).toEqual([tromso]);
    expect(find({ q: 'kirurgi göteborg' })).toEqual([goteborg]);
    expect(find({ q: 'barnläkare kirurgi' })).toEqual([]);
  });

  it('filters by specialty, with the old sector values kept working', () => {
    expect(find({ specialitet: 'kirurgi' })).toEqual([goteborg]);
    expect(find({ specialitet: 'barn- och ungdomsmedicin' })).toEqual([aarhus]);
    expect(find({ specialitet: 'pediatrik' })).toEqual([aarhus]);
    expect(find({ sektor: 'pediatrik' })).toEqual([aarhus]);
  });

  it('filters by country, region, job type and employer', () => {
    expect(find({ land: 'DK' })).toEqual([aarhus]);
    expect(find({ region: 'Västra Götaland' })).toEqual([goteborg]);
    // The old job type filter, read as the form it means.
    expect(find({ typ: 'Konsult' })).toEqual([aarhus]);
    expect(find({ uppdrag: 'konsult' })).toEqual([aarhus]);
    expect(find({ arbetsgivare: 'sahlgrenska' })).toEqual([goteborg]);
    // The employer is matched whole, not as a part of another name.
    expect(find({ arbetsgivare: 'Region' })).toEqual([]);
  });

  it('counts each employer’s jobs as the employer filter lists them (the directory’s cards)', () => {
    const jobs = [malmo, lund, goteborg, tromso, aarhus, job({ employer_name: 'SAHLGRENSKA' })];
    const count = jobCountsByEmployer(jobs);
    for (const name of [
      'Sahlgrenska',
      'Region Skåne',
      'region skane',
      'Universitetssykehuset Nord-Norge',
      'Region',
    ]) {
      expect(count(name), name).toBe(filterJobs(jobs, { arbetsgivare: name }).length);
    }
    expect(count('Sahlgrenska')).toBe(2);
    expect(count('Universitetssykehuset Nord-Norge')).toBe(1);
  });

  it('filters by minimum monthly salary in the chosen country’s currency', () => {
    // 55 000 DKK is about 82 000 SEK: above a Swedish minimum of 72 000.
    expect(find({ minlon: 72_000 })).toEqual([tromso, goteborg, aarhus]);
    expect(find({ minlon: '72 000', land: 'NO' })).toEqual([tromso]);
    expect(find({ minlon: 80_000, land: 'DK' })).toEqual([]);
    expect(find({ minlon: 50_000, land: 'DK' })).toEqual([aarhus]);
  });

  it('combines filters', () => {
    expect(find({ land: 'SE', region: 'Skåne', specialitet: 'psykiatri' })).toEqual([lund]);
    expect(find({ land: 'SE', specialitet: 'anestesi och intensivvård' })).toEqual([]);
  });
});

describe('sorting', () => {
  it('sorts by salary across currencies and by last day to apply, missing values last', () => {
    expect(find({ sortering: 'lon' })).toEqual([aarhus, goteborg, tromso, malmo, lund]);
    expect(sortJobs(jobs, 'sista-dag').slice(0, 2)).toEqual([tromso, goteborg]);
  });
});

describe('parseJobSearch', () => {
  it('drops unknown or malformed values instead of failing', () => {
    expect(
      parseJobSearch({
        specialitet: 'trolldom',
        land: 'FI',
        region: 'Lappland',
        typ: 'Sommarjobb',
        minlon: 'mycket',
        sortering: 'slump',
        q: ' kirurg ',
      }),
    ).toEqual({ q: 'kirurg' });
    expect(parseJobSearch('nonsense')).toEqual({});
  });

  it('names every filter, also when dropped, so the router cannot fill it with the raw URL value', () => {
    const search = parseJobSearch({ land: 'FI' });
    expect(search).toHaveProperty('land', undefined);
    expect(Object.keys(search)).toEqual(expect.arrayContaining(['q', 'specialitet', 'sortering']));
  });

  it('reads the old job type filter (typ) as the form and Omfattning it means', () => {
    expect(compactSearch(parseJobSearch({ typ: 'Heltid' }))).toEqual({
      uppdrag: 'tillsvidare',
      omfattning: 'heltid',
    });
    expect(compactSearch(parseJobSearch({ typ: 'Vikariat', land: 'NO' }))).toEqual({
      uppdrag: 'vikariat',
      land: 'NO',
    });
    // A form chosen since wins over the old type.
    expect(compactSearch(parseJobSearch({ typ: 'Konsult', uppdrag: 'stafett' }))).toEqual({
      uppdrag: 'stafett',
    });
    expect(parseJobSearch({ typ: 'Deltid' })).toHaveProperty('typ', undefined);
  });

  it('filters by Omfattning: its own, else its percentage, else the spec type of an older row', () => {
    const partTime = job({ title: 'Deltid', job_type: 'Deltid' });
    const eighty = job({ title: '80 %', job_type: null, scope_percent: 80 });
    const stated = job({
      title: 'Heltidsvikariat',
      job_type: 'Vikariat',
      working_hours_type: 'heltid',
    });
    const all = [partTime, eighty, stated, goteborg];
    expect(filterJobs(all, parseJobSearch({ omfattning: 'deltid' }))).toEqual([partTime, eighty]);
    expect(filterJobs(all, parseJobSearch({ omfattning: 'heltid' }))).toEqual([stated]);
    expect(filterJobs(all, parseJobSearch({ typ: 'Deltid' }))).toEqual([partTime]);
  });

  it('drops a region that is not in the chosen country', () => {
    expect(parseJobSearch({ land: 'NO', region: 'Skåne' })).toEqual({ land: 'NO' });
    expect(parseJobSearch({ land: 'SE', region: 'Skåne' })).toEqual({
      land: 'SE',
      region: 'Skåne',
    });
  });

  it('lists the active filters as chips: not the keyword in the box, nor the sort order', () => {
    const chips = activeFilters(parseJobSearch({ q: 'x', land: 'SE', sortering: 'lon' }));
    expect(chips.map((chip) => chip.label)).toEqual(['Sverige']);
    expect(chips[0]?.without).toEqual({ q: 'x', sortering: 'lon' });
  });

  it('maps the spec’s pediatrik to barn- och ungdomsmedicin and knows the specialist list', () => {
    expect(toSpecialty('pediatrik')).toBe('barn- och ungdomsmedicin');
    expect(SPECIALTY_VALUES).toEqual(
      expect.arrayContaining(['allmänmedicin', 'kirurgi', 'psykiatri', 'ögonsjukdomar']),
    );
  });

  it('answers one job at a time for the alert function', () => {
    expect(matchesJobSearch(tromso, parseJobSearch({ plats: 'tromso', q: 'narkos' }))).toBe(true);
    expect(matchesJobSearch(malmo, parseJobSearch({ land: 'NO' }))).toBe(false);
  });
});

describe('the default order (issue 47)', () => {
  const own = (id: string, at: string) => job({ id, published_at: at, source_id: null });
  const imported = (id: string, at: string) => job({ id, published_at: at, source_id: 'src-1' });

  it('never puts an imported ad above an own ad of the same Swedish day', () => {
    // 07:00 Swedish summer time is 05:00 UTC; the imported ad is newer the same day.
    const morningOwn = own('a', '2026-06-10T05:00:00Z');
    const eveningImported = imported('b', '2026-06-10T19:00:00Z');
    // 00:30 Swedish time on the 11th is 22:30 UTC on the 10th: the next Swedish day.
    const nextDayImported = imported('c', '2026-06-10T22:30:00Z');
    const dayBeforeOwn = own('d', '2026-06-09T20:00:00Z');
    expect(
      sortJobs([dayBeforeOwn, eveningImported, morningOwn, nextDayImported], undefined),
    ).toEqual([nextDayImported, morningOwn, eveningImported, dayBeforeOwn]);
    expect(find({ sortering: 'nyast' })).toEqual(sortJobs(jobs, undefined));
  });

  it('reads the day in Swedish winter time too', () => {
    expect(swedishDay('2026-01-10T23:30:00Z')).toBe('2026-01-11');
    expect(swedishDay('2026-01-10T22:30:00Z')).toBe('2026-01-10');
    // Summer time ends 25 October 2026 at 01:00 UTC.
    expect(swedishDay('2026-10-24T22:30:00Z')).toBe('2026-10-25');
    expect(swedishDay('2026-10-25T22:30:00Z')).toBe('2026-10-25');
  });

  it('says how the list is ordered under Sortera', () => {
    expect(sortOrderNote(undefined)).toBe(
      'Nyast först. Samma dag visas annonser publicerade här före annonser hämtade från andra jobbsajter.',
    );
    expect(sortOrderNote('lon', 'hour')).toMatch(/^Lön jämförs inom samma enhet/);
  });
});
