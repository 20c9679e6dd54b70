// Reads the public data the way an anonymous visitor's API sees it, to compare with the UI, and
// writes the published locum ads the issue-36 specs start from.

import { randomUUID } from 'node:crypto';
import { PUBLIC_BANNER_COLUMNS, PUBLIC_JOB_COLUMNS } from '../../src/lib/publicColumns';
import { anonClient, serviceClient } from './e2e-env';

/** A word no other row has, to search for. */
export const searchMarker = () => randomUUID().slice(0, 8);

export async function publicJobs() {
  const { data, error } = await anonClient()
    .from('jobs')
    .select(PUBLIC_JOB_COLUMNS)
    .order('published_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw new Error(error.message);
  return data;
}

/** How many jobs are public: beyond the 1,000 rows one read answers (publicJobs). */
export async function publicJobCount(): Promise<number> {
  const { count, error } = await anonClient()
    .from('jobs')
    .select('id', { count: 'exact', head: true })
    .or(`expires_at.is.null,expires_at.gt."${new Date().toISOString()}"`);
  if (error || count === null) throw new Error(error?.message ?? 'no count');
  return count;
}

export async function publicBanners() {
  const { data, error } = await anonClient()
    .from('banners')
    .select(PUBLIC_BANNER_COLUMNS)
    .order('published_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data;
}

/** Drafts and expired ads, read with the service role: the public must never see these. */
export async function hiddenJobs() {
  const { data, error } = await serviceClient()
    .from('jobs')
    .select('*')
    .or(`status.eq.draft,expires_at.lte.${new Date().toISOString()}`);
  if (error) throw new Error(error.message);
  return data;
}

/**
 * A published ad applied for through the site (service role), for a test of its own: what the seed
 * or another spec made (an imported ad, a locum with periods to choose) decides nothing then.
 * `fields` add or replace columns.
 */
export async function insertJob(
  label: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; title: string }> {
  const { data, error } = await serviceClient()
    .from('jobs')
    .insert({
      title: `Läkare ${label} ${Date.now().toString(36)}`,
      employer_name: 'Testkliniken',
      location: 'Uppsala, Sverige',
      description: 'Vi söker en legitimerad läkare till vår mottagning.',
      status: 'published',
      ...fields,
    } as never)
    .select('id, title')
    .single();
  if (error) throw new Error(error.message);
  return data;
}

/** A published locum assignment (service role), its id; `fields` add or replace columns. */
export async function insertLocum(fields: Record<string, unknown>): Promise<string> {
  const { data, error } = await serviceClient()
    .from('jobs')
    .insert({
      employer_name: 'Region Norrbotten',
      location: 'Gällivare, Sverige',
      description: 'Stafettuppdrag.',
      employment_form: 'stafett',
      status: 'published',
      ...fields,
    } as never)
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}
