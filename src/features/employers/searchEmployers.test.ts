import { fold } from '@shared/search';
import { describe, expect, it } from 'vitest';
import { employerDetails } from '@/content/employer-details';
import { employers } from '@/content/employers';
import { findEmployerProfile, listedEmployerId, searchEmployers } from './searchEmployers';

const names = (query: string) => searchEmployers(employers, query).map((e) => e.name);

describe('searchEmployers', () => {
  it('keeps all 50 employers for an empty or blank query', () => {
    expect(employers).toHaveLength(50);
    expect(searchEmployers(employers, '')).toHaveLength(50);
    expect(searchEmployers(employers, '   ')).toHaveLength(50);
  });

  it('matches the name case-insensitively, including å ä ö', () => {
    expect(names('VÅRDCENTRALEN älvsborg')).toEqual(['Vårdcentralen Älvsborg']);
    expect(names('ÖREBRO')).toEqual(['Örebro Läns Specialistvård']);
  });

  it('matches the location', () => {
    expect(names('umeå')).toEqual(['Norrlands Universitetsklinik', 'Umeå Primärvård']);
    expect(searchEmployers(employers, 'danmark').length).toBeGreaterThan(5);
  });

  it('folds as the job search does: typed without å, ä, ö, ø, æ it still finds them', () => {
    expect(names('Goteborg')).toEqual(['Vårdcentralen Älvsborg']);
    expect(names('Göteborg')).toEqual(['Vårdcentralen Älvsborg']);
    expect(names('Tromso')).toEqual(['Tromsø Arktiske Sykehus']);
    expect(names('umea')).toEqual(['Norrlands Universitetsklinik', 'Umeå Primärvård']);
  });

  it('lets Swedish ö and ä find Norwegian and Danish ø and æ', () => {
    expect(names('tromsö')).toEqual(['Tromsø Arktiske Sykehus']);
    expect(names('NÄSTVED')).toEqual(['Næstved Sundhedshus']);
  });

  it('uses the job search’s folding, so both searches agree on every spelling', () => {
    for (const query of ['Goteborg', 'Tromso', 'KØBENHAVN', 'Alesund', 'Aarhus']) {
      const expected = employers.filter((employer) =>
        fold(`${employer.name} ${employer.location}`).includes(fold(query)),
      );
      expect(searchEmployers(employers, query)).toEqual(expected);
    }
  });

  it('returns nothing for a query no employer matches', () => {
    expect(names('Reykjavik')).toEqual([]);
  });
});

describe('listedEmployerId', () => {
  it('finds the directory entry a job names, by the job filter’s rule', () => {
    expect(listedEmployerId('Norrlands Universitetsklinik')).toBe(1);
    expect(listedEmployerId('tromso arktiske sykehus')).toBe(35);
    expect(listedEmployerId('Region E2E')).toBeNull();
  });
});

describe('findEmployerProfile', () => {
  it('builds a profile for each of the 50 employers from its card', () => {
    for (const card of employers) {
      expect(findEmployerProfile(String(card.id))).toMatchObject(card);
    }
  });

  it('adds the about text and contact details where the ten detail entries have them', () => {
    expect(employerDetails).toHaveLength(10);
    for (const detail of employerDetails) {
      const profile = findEmployerProfile(String(detail.id));
      expect(profile?.about).toBe(detail.about);
      expect(profile?.contact?.email).toMatch(/@/);
    }
    const withoutDetails = employers.filter(
      (card) => !employerDetails.some((detail) => detail.id === card.id),
    );
    expect(withoutDetails).toHaveLength(40);
    for (const card of withoutDetails) {
      expect(findEmployerProfile(String(card.id))).toMatchObject({ about: null, contact: null });
    }
  });

  it('returns null for ids that are not in the list and for non-numeric ids', () => {
    for (const id of ['0', '51', '999', 'abc', '1a', '-1', '1.0', '']) {
      expect(findEmployerProfile(id)).toBeNull();
    }
  });
});
