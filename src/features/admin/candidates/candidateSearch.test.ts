// The candidate search's matching rules over the shared model (@shared/search/candidates.ts),
// the same decisions the database function makes from the terms it is given.
import {
  type CandidateProfile,
  candidateQuery,
  candidateSearchForJob,
  candidateSearchFromRequest,
  matchesCandidateSearch,
  parseCandidateSearch,
  qualificationGaps,
  whyCandidateMatches,
} from '@shared/search';
import { describe, expect, it } from 'vitest';

const doctor = (parts: Partial<CandidateProfile> = {}): CandidateProfile => ({
  status: 'specialist',
  specialties: ['allmänmedicin'],
  licences: [{ country: 'NO', state: 'yes' }],
  languages: [{ language: 'norska', level: 'B2', proof: '' }],
  availableFrom: '2027-01-01',
  availableUntil: '2027-03-31',
  openToLocum: true,
  openToPermanent: false,
  regionWishes: [{ country: 'NO', regions: ['Troms'] }],
  summary: 'Allmänläkare med erfarenhet av distriktsmedicin i Nordnorge.',
  ...parts,
});

describe('CEFR order', () => {
  it('finds a doctor at the minimum level or above, not below', () => {
    const search = parseCandidateSearch({ sprak: 'norska', sprakniva: 'B2' });
    expect(matchesCandidateSearch(doctor(), search)).toBe(true);
    const c1 = doctor({ languages: [{ language: 'norska', level: 'C1', proof: '' }] });
    expect(matchesCandidateSearch(c1, search)).toBe(true);
    const b1 = doctor({ languages: [{ language: 'norska', level: 'B1', proof: '' }] });
    expect(matchesCandidateSearch(b1, search)).toBe(false);
    const swedish = doctor({ languages: [{ language: 'svenska', level: 'C2', proof: '' }] });
    expect(matchesCandidateSearch(swedish, search)).toBe(false);
  });

  it('takes a named proof as meeting any level, as the job page does', () => {
    const proof = doctor({
      languages: [{ language: 'norska', level: '', proof: 'Bergenstesten' }],
    });
    expect(
      matchesCandidateSearch(proof, parseCandidateSearch({ sprak: 'norska', sprakniva: 'C1' })),
    ).toBe(true);
    expect(
      candidateQuery(parseCandidateSearch({ sprak: 'norska', sprakniva: 'C1' })).any.language,
    ).toEqual(['language:norska:C1', 'language:norska:C2', 'language:norska:proof']);
  });
});

describe('licence in progress', () => {
  const inProgress = doctor({ licences: [{ country: 'NO', state: 'in-progress' }] });

  it('counts only when "pågår" is asked for', () => {
    expect(matchesCandidateSearch(inProgress, parseCandidateSearch({ legitimation: 'NO' }))).toBe(
      false,
    );
    const search = parseCandidateSearch({ legitimation: 'NO', pagaende: '1' });
    expect(matchesCandidateSearch(inProgress, search)).toBe(true);
    expect(whyCandidateMatches(inProgress, search)).toContain(
      'Legitimation i Norge: ansökan pågår',
    );
  });

  it('takes a licence in any one of the countries asked for', () => {
    const search = parseCandidateSearch({ legitimation: ['SE', 'NO'] });
    expect(matchesCandidateSearch(doctor(), search)).toBe(true);
    const danish = doctor({ licences: [{ country: 'DK', state: 'yes' }] });
    expect(matchesCandidateSearch(danish, search)).toBe(false);
  });

  it('tells the recruiter what the job still needs, in the job page’s words about the profile', () => {
    const job = { licence_countries: ['NO'], languages: [{ language: 'norska', level: 'C1' }] };
    expect(qualificationGaps(job, inProgress, 'recruiter')).toEqual([
      'Ansökan om legitimation i Norge pågår; annonsen kräver legitimation.',
      'Profilen anger norska B2; annonsen kräver C1.',
    ]);
  });
});

describe('overlapping availability', () => {
  const within = (fran?: string, till?: string) =>
    matchesCandidateSearch(doctor(), parseCandidateSearch({ fran, till }));

  it('finds a doctor whose days overlap the range at either end or inside it', () => {
    expect(within('2026-12-01', '2027-01-01')).toBe(true);
    expect(within('2027-03-31', '2027-05-01')).toBe(true);
    expect(within('2027-02-01', '2027-02-14')).toBe(true);
    expect(within('2026-11-01', '2027-06-01')).toBe(true);
  });

  it('leaves out a doctor available only before or after the range', () => {
    expect(within('2026-10-01', '2026-12-31')).toBe(false);
    expect(within('2027-04-01', '2027-05-01')).toBe(false);
    expect(within(undefined, '2026-12-31')).toBe(false);
    expect(within('2027-04-01')).toBe(false);
  });

  it('runs on without an end; a doctor who states no start is not found by date', () => {
    const open = doctor({ availableUntil: '' });
    expect(matchesCandidateSearch(open, parseCandidateSearch({ fran: '2030-01-01' }))).toBe(true);
    const unknown = doctor({ availableFrom: '', availableUntil: '' });
    expect(matchesCandidateSearch(unknown, parseCandidateSearch({ fran: '2027-01-01' }))).toBe(
      false,
    );
  });
});

describe('region wishes, form and text', () => {
  it('finds a doctor who named the region or the whole country', () => {
    const search = parseCandidateSearch({ land: 'NO', region: 'Troms' });
    expect(matchesCandidateSearch(doctor(), search)).toBe(true);
    const anywhere = doctor({ regionWishes: [{ country: 'NO', regions: [] }] });
    expect(matchesCandidateSearch(anywhere, search)).toBe(true);
    const elsewhere = doctor({ regionWishes: [{ country: 'NO', regions: ['Oslo'] }] });
    expect(matchesCandidateSearch(elsewhere, search)).toBe(false);
  });

  it('drops a region of another country and matches locum, permanent and summary words', () => {
    expect(parseCandidateSearch({ land: 'SE', region: 'Troms' })).toEqual({ land: 'SE' });
    expect(matchesCandidateSearch(doctor(), parseCandidateSearch({ form: 'vikariat' }))).toBe(true);
    expect(matchesCandidateSearch(doctor(), parseCandidateSearch({ form: 'tillsvidare' }))).toBe(
      false,
    );
    expect(
      matchesCandidateSearch(doctor(), parseCandidateSearch({ fritext: 'nordnorge DISTRIKTS' })),
    ).toBe(true);
    expect(matchesCandidateSearch(doctor(), parseCandidateSearch({ fritext: 'kirurgi' }))).toBe(
      false,
    );
  });
});

describe('a job as a search', () => {
  it('fills in the job’s specialty, grade, licences, first language, period, place and form', () => {
    expect(
      candidateSearchForJob({
        id: '20000000-0000-4000-8000-000000000001',
        specialty: 'allmänmedicin',
        specialist_level: 'specialist',
        licence_countries: ['NO'],
        languages: [{ language: 'norska', level: 'B2' }],
        country: 'NO',
        region: 'Troms',
        employment_form: 'stafett',
        period_start: '2027-01-11',
        period_end: '2027-02-07',
        start_date: null,
      }),
    ).toEqual({
      specialitet: 'allmänmedicin',
      niva: 'specialist',
      legitimation: ['NO'],
      sprak: 'norska',
      sprakniva: 'B2',
      fran: '2027-01-11',
      till: '2027-02-07',
      land: 'NO',
      region: 'Troms',
      form: 'vikariat',
      jobb: '20000000-0000-4000-8000-000000000001',
    });
  });
});

describe('a request as a search', () => {
  it('reads the specialty and the region from the employer’s words', () => {
    expect(candidateSearchFromRequest('En allmänläkare från januari, Norrbotten')).toEqual({
      specialitet: 'allmänmedicin',
      land: 'SE',
      region: 'Norrbotten',
    });
  });
});
