// Audit and sync columns are the server's: an admin's insert or update through
// supabase-js with a future updated_at, an old created_at, another author or a chosen
// published_at is stored with the server's values.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/lib/database.types';
import { demoClients, type StandIn, startStandIn } from '../support/standin';

type Client = SupabaseClient<Database>;

let standIn: StandIn;
let admin: Client;
let seeker: Client;
let service: Client;
let adminId: string;
let seekerId: string;

const FUTURE = '2099-01-01T00:00:00.000Z';
const PAST = '2001-01-01T00:00:00.000Z';

beforeAll(async () => {
  standIn = await startStandIn();
  ({ admin, jobSeeker: seeker, service } = await demoClients<Client>(standIn));
  adminId = (await admin.auth.getUser()).data.user?.id ?? '';
  seekerId = (await seeker.auth.getUser()).data.user?.id ?? '';
});

afterAll(async () => {
  await standIn?.stop();
});

/** Within a minute of the database's clock (the stand-in runs on this machine). */
function isServerTime(value: string | null | undefined): boolean {
  return value != null && Math.abs(Date.parse(value) - Date.now()) < 60_000;
}

describe('server-set audit columns', () => {
  it('stores an insert with a future updated_at with the server time, and the real author', async () => {
    const { data, error } = await admin
      .from('jobs')
      .insert({
        title: 'Tidsresenär',
        employer_name: 'Region Test',
        location: 'Umeå',
        description: 'Beskrivning.',
        status: 'published',
        updated_at: FUTURE,
        created_at: PAST,
        published_at: FUTURE,
        created_by: seekerId,
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    const { data: stored } = await service
      .from('jobs')
      .select('updated_at, created_at, published_at, expires_at, created_by')
      .eq('id', data?.id ?? '')
      .single();
    expect(isServerTime(stored?.updated_at)).toBe(true);
    expect(isServerTime(stored?.created_at)).toBe(true);
    expect(isServerTime(stored?.published_at)).toBe(true);
    expect(stored?.created_by).toBe(adminId);
  });

  it('keeps created_at, created_by and published_at on update whatever the client sends', async () => {
    const { data } = await admin
      .from('banners')
      .insert({
        title: 'Banner',
        employer_name: 'Region Test',
        image_url: '/b.png',
        status: 'published',
      })
      .select('id, created_at, published_at')
      .single();
    const id = data?.id ?? '';
    const { error } = await admin
      .from('banners')
      .update({
        title: 'Ny',
        created_at: PAST,
        updated_at: FUTURE,
        published_at: PAST,
        created_by: seekerId,
      })
      .eq('id', id);
    expect(error).toBeNull();
    const { data: stored } = await service
      .from('banners')
      .select('title, created_at, updated_at, published_at, created_by')
      .eq('id', id)
      .single();
    expect(stored).toMatchObject({
      title: 'Ny',
      created_at: data?.created_at,
      published_at: data?.published_at,
      created_by: adminId,
    });
    expect(isServerTime(stored?.updated_at)).toBe(true);
  });

  it('stamps a job seeker’s own profile update with the server time', async () => {
    const { error } = await seeker
      .from('job_seeker_profiles')
      .update({ phone: '070-123 45 67', updated_at: FUTURE } as never)
      .eq('user_id', seekerId);
    // updated_at is not the job seeker's to write at all (column privileges).
    expect(error?.code).toBe('42501');
  });
});
