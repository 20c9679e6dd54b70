// Prefer: count=exact|planned|estimated through supabase-js, as PostgREST documents them
// (references/api/pagination_count): estimated is exact up to db-max-rows (Supabase's default
// max_rows, 1000) and the planner's estimate (at least max rows + 1) above it.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMaxRows } from '../../supabase/local/rest/max-rows';
import { clientFor, DEMO, type StandIn, signedInClient, startStandIn } from '../support/standin';

const DB_MAX_ROWS = readMaxRows(process.cwd());

const MANY = DB_MAX_ROWS + 150;
const marker = `Räknejobb ${randomUUID().slice(0, 8)}`;

let standIn: StandIn;
let service: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  standIn = await startStandIn();
  service = clientFor(standIn, standIn.serviceRoleKey);
  admin = await signedInClient(standIn, DEMO.admin.email, DEMO.admin.password);
  const jobs = Array.from({ length: MANY }, (_, i) => ({
    title: `${marker} ${i}`,
    employer_name: 'Region Räkna',
    location: 'Luleå',
    description: 'Ett av många jobb.',
    status: i < 3 ? 'published' : 'draft',
  }));
  const { error } = await service.from('jobs').insert(jobs);
  if (error) throw error;
}, 120_000);

afterAll(async () => {
  await standIn?.stop();
});

/** One page of the marked jobs, newest first, as the admin list asks for it. */
const page = (count: 'exact' | 'planned' | 'estimated', title = `*${marker}*`) =>
  admin
    .from('jobs')
    .select('id, title', { count })
    .ilike('title', title)
    .order('created_at', { ascending: false })
    .order('id')
    .range(0, 24);

describe('max rows', () => {
  it('answers a read of more than max rows with max rows and the Content-Range PostgREST sends', async () => {
    expect(DB_MAX_ROWS).toBe(1000); // [api] max_rows in supabase/config.toml, as hosted
    const { data, count, status, error } = await service
      .from('jobs')
      .select('id', { count: 'exact' })
      .ilike('title', `*${marker}*`);
    expect(error).toBeNull();
    expect(status).toBe(206);
    expect(data).toHaveLength(DB_MAX_ROWS);
    expect(count).toBe(MANY);

    const url = `${standIn.url}/rest/v1/jobs?select=id&title=ilike.*${encodeURIComponent(marker)}*`;
    const headers = {
      apikey: standIn.serviceRoleKey,
      authorization: `Bearer ${standIn.serviceRoleKey}`,
    };
    const counted = await fetch(url, { headers: { ...headers, prefer: 'count=exact' } });
    expect(counted.headers.get('content-range')).toBe(`0-${DB_MAX_ROWS - 1}/${MANY}`);
    const uncounted = await fetch(url, { headers });
    expect(uncounted.status).toBe(200);
    expect(uncounted.headers.get('content-range')).toBe(`0-${DB_MAX_ROWS - 1}/*`);
    expect(await uncounted.json()).toHaveLength(DB_MAX_ROWS);
    // A limit above max rows is cut to max rows too; a later page holds the rest.
    const asked = await fetch(`${url}&limit=5000`, { headers });
    expect(await asked.json()).toHaveLength(DB_MAX_ROWS);
    const rest = await fetch(`${url}&offset=${DB_MAX_ROWS}`, { headers });
    expect(await rest.json()).toHaveLength(MANY - DB_MAX_ROWS);
  });
});

describe('count preferences', () => {
  it('counts every matching row with count=exact', async () => {
    const { data, count, status, error } = await page('exact');
    expect(error).toBeNull();
    expect(status).toBe(206);
    expect(data).toHaveLength(25);
    expect(count).toBe(MANY);
  });

  it('answers the planner estimate with count=planned (a whole number, no error)', async () => {
    const { data, count, error } = await page('planned');
    expect(error).toBeNull();
    expect(data).toHaveLength(25);
    expect(Number.isInteger(count)).toBe(true);
    expect(count).toBeGreaterThanOrEqual(0);
  });

  it('is exact with count=estimated while the result stays within max rows', async () => {
    const few = `${marker} 1*`; // "… 1", "… 10"–"… 19", "… 100"–"… 199", "… 1000"–"… 1149"
    const exact = await page('exact', few);
    const estimated = await page('estimated', few);
    expect(exact.count).toBeLessThanOrEqual(DB_MAX_ROWS);
    expect(estimated.error).toBeNull();
    expect(estimated.count).toBe(exact.count);

    const published = await admin
      .from('jobs')
      .select('id', { count: 'estimated' })
      .ilike('title', `*${marker}*`)
      .eq('status', 'published');
    expect(published.count).toBe(3);
  });

  it('past max rows, count=estimated is the larger of max rows + 1 and the planned count', async () => {
    const planned = await page('planned');
    const estimated = await page('estimated');
    expect(estimated.error).toBeNull();
    expect(estimated.status).toBe(206);
    expect(estimated.data).toHaveLength(25);
    expect(estimated.count).toBe(Math.max(DB_MAX_ROWS + 1, planned.count ?? 0));
  });

  it('ignores an unknown count value, as PostgREST does, and leaves the total open', async () => {
    const response = await fetch(
      `${standIn.url}/rest/v1/jobs?select=id&title=ilike.*${encodeURIComponent(marker)}*&limit=5`,
      {
        headers: {
          apikey: standIn.serviceRoleKey,
          authorization: `Bearer ${standIn.serviceRoleKey}`,
          prefer: 'count=sometimes',
        },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('0-4/*');
  });
});
