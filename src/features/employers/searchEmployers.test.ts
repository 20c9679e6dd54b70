import { describe, expect, it } from 'vitest';
import { employerDetails } from '@/content/employer-details';
import { employers } from '@/content/employers';
import { findEmployerProfile, normaliseForSearch, searchEmployers } from './searchEmployers';

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

  it('keeps å, ä and ö distinct from a and o', () => {
    expect(names('umea')).toEqual([]);
    expect(names('Göteborg')).toEqual(['Vårdcentralen Älvsborg']);
    expect(names('Goteborg')).toEqual([]);
  });

  it('lets Swedish ö and ä find Norwegian and Danish ø and æ', () => {
    expect(names('tromsö')).toEqual(['Tromsø Arktiske Sykehus']);
    expect(names('NÄSTVED')).toEqual(['Næstved Sundhedshus']);
    expect(normaliseForSearch('  KØBENHAVN  ')).toBe('köbenhavn');
  });

  it('returns nothing for a query no employer matches', () => {
    expect(names('Reykjavik')).toEqual([]);
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
