import { describe, expect, it } from 'vitest';
import { type Column, filterRows, pageOf, sortRows } from './tableModel';

type Job = { title: string; city: string; salary: number | null };
const rows: Job[] = [
  { title: 'Överläkare', city: 'Umeå', salary: 90000 },
  { title: 'allmänläkare', city: 'Oslo', salary: null },
  { title: 'Barnläkare', city: 'Århus', salary: 65000 },
  { title: 'ST-läkare', city: 'Malmö', salary: 52000 },
];
const title: Column<Job> = {
  key: 'title',
  header: 'Titel',
  render: (r) => r.title,
  sortValue: (r) => r.title,
};
const city: Column<Job> = {
  key: 'city',
  header: 'Ort',
  render: (r) => r.city,
  sortValue: (r) => r.city,
};
const salary: Column<Job> = {
  key: 'salary',
  header: 'Lön',
  render: (r) => r.salary,
  sortValue: (r) => r.salary,
};

describe('sortRows', () => {
  it('sorts text in Swedish alphabetical order, case-insensitively (å ä ö last)', () => {
    expect(sortRows(rows, title, 'asc').map((r) => r.title)).toEqual([
      'allmänläkare',
      'Barnläkare',
      'ST-läkare',
      'Överläkare',
    ]);
    expect(sortRows(rows, city, 'asc').map((r) => r.city)).toEqual([
      'Malmö',
      'Oslo',
      'Umeå',
      'Århus',
    ]);
  });

  it('sorts numbers numerically and keeps empty values last in both directions', () => {
    expect(sortRows(rows, salary, 'asc').map((r) => r.salary)).toEqual([52000, 65000, 90000, null]);
    expect(sortRows(rows, salary, 'desc').map((r) => r.salary)).toEqual([
      90000,
      65000,
      52000,
      null,
    ]);
  });

  it('does not change the rows it was given', () => {
    const copy = [...rows];
    sortRows(rows, title, 'desc');
    expect(rows).toEqual(copy);
  });
});

describe('filterRows', () => {
  it('keeps rows where every word occurs in some column, ignoring case', () => {
    expect(filterRows(rows, [title, city], 'LÄKARE malmö').map((r) => r.title)).toEqual([
      'ST-läkare',
    ]);
    expect(filterRows(rows, [title, city], 'läkare')).toHaveLength(4);
    expect(filterRows(rows, [title, city], 'Stockholm')).toEqual([]);
  });

  it('returns every row for an empty or blank query', () => {
    expect(filterRows(rows, [title], '   ')).toHaveLength(4);
  });
});

describe('pageOf', () => {
  const many = Array.from({ length: 60 }, (_, i) => i + 1);

  it('cuts rows into pages of the given size', () => {
    expect(pageOf(many, 1, 25)).toMatchObject({ page: 1, pageCount: 3, from: 1, to: 25 });
    const last = pageOf(many, 3, 25);
    expect(last.rows).toEqual(many.slice(50));
    expect(last).toMatchObject({ from: 51, to: 60 });
  });

  it('clamps a page beyond the end (e.g. after filtering) to the last page', () => {
    expect(pageOf(many.slice(0, 10), 3, 25)).toMatchObject({ page: 1, pageCount: 1, to: 10 });
    expect(pageOf([], 2, 25)).toMatchObject({ page: 1, from: 0, to: 0, rows: [] });
  });
});
