import { parseCandidateSearch } from '@shared/search/candidate-search.ts';
import { parseJobSearch } from '@shared/search/job-search.ts';
import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './searchParams';

const roundTrip = (search: Record<string, unknown>) => parseSearch(stringifySearch(search));

describe('the address keeps search params as text', () => {
  it('writes a search that reads as a number or JSON word as it was typed, and reads it back as text', () => {
    for (const q of ['112', '12e4', '1.50', 'true', 'null', '-5']) {
      expect(stringifySearch({ q })).toBe(`?q=${q}`);
      expect(parseJobSearch(roundTrip({ q })).q).toBe(q);
    }
  });

  it('reads an outside link as its text: ?q=12e4 is not the number 120000', () => {
    expect(parseJobSearch(parseSearch('?q=12e4&minlon=40000&plats=0800')).q).toBe('12e4');
    expect(parseJobSearch(parseSearch('?q=12e4&minlon=40000&plats=0800'))).toMatchObject({
      minlon: 40000,
      plats: '0800',
    });
  });

  it('reads a link written with quotes before this change as the same text', () => {
    expect(parseSearch('?q=%22112%22')).toEqual({ q: '112' });
  });

  it('keeps text that begins like JSON as typed, quotes included', () => {
    for (const q of ['"akut" kirurg', '"akut"', '[1]', '{x', '[']) {
      expect(roundTrip({ q })).toEqual({ q });
    }
  });

  it('writes a list as JSON and reads it back as the list (the candidate search’s licences)', () => {
    const search = { legitimation: ['SE', 'NO'], pagaende: true };
    expect(parseCandidateSearch(roundTrip(search))).toMatchObject(search);
  });

  it('leaves out what is undefined, and writes nothing for an empty search', () => {
    expect(stringifySearch({ q: undefined })).toBe('');
    expect(stringifySearch({ q: 'läkare', land: undefined })).toBe('?q=l%C3%A4kare');
    expect(parseSearch('')).toEqual({});
  });
});
