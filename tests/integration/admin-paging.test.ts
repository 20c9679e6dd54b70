// The admin lists' server-side filter and paging through supabase-js, as the app builds them
// (src/features/admin/table/tableModel.ts): quoted ilike conditions keep PostgREST's reserved
// characters and LIKE's wildcards literal, enum labels find their values, and pages ordered by
// created_at and id neither skip nor repeat rows.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  filterWords,
  type SearchSpec,
  wordConditions,
} from '../../src/features/admin/table/tableModel';
import { clientFor, DEMO, type StandIn, signedInClient, startStandIn } from '../support/standin';

const marker = `Sidtest${randomUUID().slice(0, 8)}`;
const search: SearchSpec = {
  text: ['title', 'employer_name', 'location'],
  labels: { status: { draft: 'Utkast', published: 'Publicerad' } },
};
const TITLES = [
  `Överläkare (natt), 50% tjänst: ST_läkare "A" ${marker}`,
  `Överläkare natt 500 tjänst STxläkare ${marker}`,
  `Barnläkare, Oslo. ${marker}`,
];

let standIn: StandIn;
let admin: SupabaseClient;

beforeAll(async () => {
  standIn = await startStandIn();
  const service = clientFor(standIn, standIn.serviceRoleKey);
  admin = await signedInClient(standIn, DEMO.admin.email, DEMO.admin.password);
  const jobs = [
    ...TITLES.map((title) => ({ title, status: 'draft' })),
    // Forty rows sharing one created_at: only the id keeps their order from page to page.
    ...Array.from({ length: 40 }, (_, i) => ({
      title: `Samma tid ${i} ${marker}`,
      status: 'published',
      created_at: '2026-01-01T00:00:00Z',
    })),
  ].map((job) => ({
    ...job,
    employer_name: 'Region Sidtest',
    location: 'Visby',
    description: 'Ett jobb för sidtestet.',
  }));
  const { error } = await service.from('jobs').insert(jobs, { defaultToNull: false });
  if (error) throw error;
}, 120_000);

afterAll(async () => {
  await standIn?.stop();
});

/** The marked jobs the filter finds, as the admin list asks for them. */
async function filtered(filter: string): Promise<string[]> {
  let query = admin.from('jobs').select('title').ilike('title', `*${marker}*`);
  for (const word of filterWords(filter)) query = query.or(wordConditions(word, search));
  const { data, error } = await query.order('title');
  expect(error).toBeNull();
  return (data ?? []).map((job) => job.title);
}

describe('admin list filter', () => {
  it('finds text with , . : ( ) and quotes literally', async () => {
    expect(await filtered('(natt), 50% tjänst: ST_läkare "A"')).toEqual([TITLES[0]]);
    expect(await filtered('oslo.')).toEqual([TITLES[2]]);
  });

  it('takes % and _ as the characters typed, not as LIKE wildcards', async () => {
    expect(await filtered('50%')).toEqual([TITLES[0]]);
    expect(await filtered('st_läkare')).toEqual([TITLES[0]]);
  });

  it('needs every word, each in some column or status label', async () => {
    expect(await filtered('Överläkare utkast')).toEqual([TITLES[0], TITLES[1]].sort());
    expect(await filtered('Överläkare publicerad')).toEqual([]);
    expect(await filtered('VISBY region')).toHaveLength(43);
  });
});

describe('admin list pages', () => {
  it('pages rows with equal created_at without skipping or repeating, with an exact small count', async () => {
    const page = (from: number) =>
      admin
        .from('jobs')
        .select('id', { count: 'estimated' })
        .ilike('title', `Samma tid *${marker}`)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(from, from + 24);
    const first = await page(0);
    const second = await page(25);
    expect(first.count).toBe(40);
    expect(first.data).toHaveLength(25);
    expect(second.data).toHaveLength(15);
    const ids = [...(first.data ?? []), ...(second.data ?? [])].map((job) => job.id);
    expect(new Set(ids).size).toBe(40);
    expect(ids).toEqual([...ids].sort().reverse());
  });
});
