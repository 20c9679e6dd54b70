import { describe, expect, it } from 'vitest';
import {
  containsPattern,
  filterWords,
  summarizePage,
  textColumn,
  totalText,
  wordConditions,
} from './tableModel';

describe('filterWords', () => {
  it('splits on whitespace and keeps the words as typed; a blank filter has no words', () => {
    expect(filterWords('  Överläkare  malmö ')).toEqual(['Överläkare', 'malmö']);
    expect(filterWords('   ')).toEqual([]);
  });
});

describe('containsPattern', () => {
  it('double-quotes the value so PostgREST reserved characters stay literal', () => {
    expect(containsPattern('norge')).toBe('"*norge*"');
    expect(containsPattern('a,b.c:(d)')).toBe('"*a,b.c:(d)*"');
  });

  it('escapes quotes and backslashes for PostgREST, and LIKE wildcards for Postgres', () => {
    expect(containsPattern('say "hi"')).toBe('"*say \\"hi\\"*"');
    // 50% → LIKE 50\% (a literal percent sign) → PostgREST-escaped 50\\%
    expect(containsPattern('50%')).toBe('"*50\\\\%*"');
    expect(containsPattern('a_b')).toBe('"*a\\\\_b*"');
    expect(containsPattern('c:\\temp')).toBe('"*c:\\\\\\\\temp*"');
  });
});

describe('wordConditions', () => {
  const search = {
    text: ['title', 'location'] as const,
    labels: { status: { draft: 'Utkast', published: 'Publicerad' } },
  };

  it('looks for the word in every text column', () => {
    expect(wordConditions('oslo', search)).toBe('title.ilike."*oslo*",location.ilike."*oslo*"');
  });

  it('adds the enum values whose Swedish label contains the word', () => {
    expect(wordConditions('UTK', search)).toBe(
      'title.ilike."*UTK*",location.ilike."*UTK*",status.in.("draft")',
    );
    expect(wordConditions('a', { text: ['title'], labels: search.labels })).toBe(
      'title.ilike."*a*",status.in.("draft","published")',
    );
  });
});

describe('summarizePage', () => {
  it('counts rows of a full page against an exact total', () => {
    expect(summarizePage(2, 25, 25, 60)).toEqual({
      from: 26,
      to: 50,
      total: 60,
      approximate: false,
      pageCount: 3,
    });
  });

  it('marks a total above max rows as the estimate it is', () => {
    expect(summarizePage(1, 25, 25, 1_003_452)).toMatchObject({
      total: 1_003_452,
      approximate: true,
    });
    expect(summarizePage(1, 25, 25, 1000)).toMatchObject({ approximate: false });
  });

  it('knows the exact total on a last, partly filled page whatever was estimated', () => {
    expect(summarizePage(3, 25, 10, 2000)).toEqual({
      from: 51,
      to: 60,
      total: 60,
      approximate: false,
      pageCount: 3,
    });
    expect(summarizePage(1, 25, 0, 0)).toMatchObject({ from: 0, to: 0, total: 0, pageCount: 1 });
  });

  it('never reports fewer rows than shown, and a full page of an estimate offers the next', () => {
    expect(summarizePage(50, 25, 25, 1001)).toMatchObject({ to: 1250, total: 1250, pageCount: 51 });
  });
});

describe('totalText', () => {
  it('writes an exact total in full', () => {
    expect(totalText(summarizePage(1, 25, 25, 42))).toBe('42');
    expect(totalText(summarizePage(1, 25, 25, 1000))).toBe('1\u00a0000');
  });

  it('claims no more than is certain for an estimate: more than max rows, or than shown', () => {
    expect(totalText(summarizePage(1, 25, 25, 500_051))).toBe('fler än 1\u00a0000');
    expect(totalText(summarizePage(100, 25, 25, 500_051))).toBe('fler än 2\u00a0500');
  });
});

describe('textColumn', () => {
  type Row = { title: string; phone: string | null };
  it('renders the text (or the placeholder for none) and sorts by the same column', () => {
    const phone = textColumn<Row>('phone', 'Telefon', 'Ej angivet');
    expect(phone).toMatchObject({ key: 'phone', header: 'Telefon', sortBy: 'phone' });
    expect(phone.render({ title: 'x', phone: null })).toBe('Ej angivet');
    expect(textColumn<Row>('title', 'Titel').render({ title: 'ST-läkare', phone: null })).toBe(
      'ST-läkare',
    );
  });
});
