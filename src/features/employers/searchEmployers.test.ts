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
  it('finds each of the ten detailed employers by numeric id', () => {
    expect(employerDetails).toHaveLength(10);
    for (const detail of employerDetails) {
      const profile = findEmployerProfile(String(detail.id));
      expect(profile?.id).toBe(detail.id);
      expect(profile?.contact.email).toMatch(/@/);
      expect(profile?.name).toBe(employers.find((e) => e.id === detail.id)?.name);
    }
  });

  it('returns null for ids without a profile and for non-numeric ids', () => {
    for (const id of ['0', '11', '50', '999', 'abc', '1a', '-1', '1.0', '']) {
      expect(findEmployerProfile(id)).toBeNull();
    }
  });
});
