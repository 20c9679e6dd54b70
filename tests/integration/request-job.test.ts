// "Skapa jobb från förfrågan" through supabase-js against the stand-in: an admin links an
// employer's post-job-request to the draft job made from it, which marks the request handled; a
// job seeker cannot; a request that describes no job cannot name one; deleting the job unlinks it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabaseError } from '../../src/features/admin/databaseErrors';
import type { Database } from '../../src/lib/database.types';
import { demoClients, type StandIn, startStandIn } from '../support/standin';

type Client = SupabaseClient<Database>;
type RequestType = Database['public']['Enums']['contact_request_type'];

let standIn: StandIn;
let admin: Client;
let seeker: Client;
let service: Client;
let adminId: string;

beforeAll(async () => {
  standIn = await startStandIn();
  ({ admin, jobSeeker: seeker, service } = await demoClients<Client>(standIn));
  adminId = (await admin.auth.getUser()).data.user?.id ?? '';
});

afterAll(async () => {
  await standIn?.stop();
});

/** A stored request, as the send-contact-email function stores one. */
async function request(type: RequestType): Promise<string> {
  const { data, error } = await service
    .from('contact_requests')
    .insert({
      type,
      company_name: 'Vårdbolaget Norr AB',
      contact_name: 'Eva Ek',
      email: 'eva@vardbolaget.se',
      phone: '0701234567',
      message: 'Vi söker en distriktsläkare till vår vårdcentral i Luleå.',
      details: type === 'post-job-request' ? { duration: '30-days', budget: '14900' } : {},
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

async function draftJob(title: string): Promise<string> {
  const { data, error } = await admin
    .from('jobs')
    .insert({
      title,
      employer_name: 'Vårdbolaget Norr AB',
      location: 'Luleå',
      description: 'Vi söker en distriktsläkare till vår vårdcentral i Luleå.',
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

/** What the app sends once the job is saved: the link, and the request handled. */
const link = (client: Client, requestId: string, jobId: string) =>
  client
    .from('contact_requests')
    .update({ job_id: jobId, handled_at: new Date().toISOString() })
    .eq('id', requestId)
    .select('id');

const stored = async (requestId: string) =>
  (
    await service
      .from('contact_requests')
      .select('job_id, handled_at, handled_by')
      .eq('id', requestId)
      .single()
  ).data;

describe('a job made from a request', () => {
  it("is linked by an admin, which marks the request handled, and the list reads the job's title", async () => {
    const requestId = await request('post-job-request');
    const jobId = await draftJob('Distriktsläkare i Luleå');
    const { data, error } = await link(admin, requestId, jobId);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: requestId }]);
    expect(await stored(requestId)).toMatchObject({ job_id: jobId, handled_by: adminId });
    expect((await stored(requestId))?.handled_at).not.toBeNull();

    const title = await admin.from('jobs').select('id, title').in('id', [jobId]);
    expect(title.data).toEqual([{ id: jobId, title: 'Distriktsläkare i Luleå' }]);
  });

  it('cannot be linked by a job seeker: nothing changes', async () => {
    const requestId = await request('post-job-request');
    const jobId = await draftJob('Distriktsläkare, sökandens försök');
    const { data } = await link(seeker, requestId, jobId);
    expect(data ?? []).toEqual([]);
    expect(await stored(requestId)).toEqual({ job_id: null, handled_at: null, handled_by: null });
  });

  it('cannot be named by a pricing request (it describes no job): refused with a reason', async () => {
    const requestId = await request('pricing-request');
    const jobId = await draftJob('Distriktsläkare, prisförfrågan');
    const { error } = await link(admin, requestId, jobId);
    expect(error?.code).toBe('23514');
    // What the admin's toast says of it.
    expect(describeDatabaseError(error)).toBe(
      'Bara en förfrågan om att publicera jobb kan kopplas till ett jobb.',
    );
    expect(await stored(requestId)).toEqual({ job_id: null, handled_at: null, handled_by: null });
  });

  it('leaves the request, handled and unlinked, when the job is deleted', async () => {
    const requestId = await request('post-job-request');
    const jobId = await draftJob('Distriktsläkare, raderas');
    expect((await link(admin, requestId, jobId)).error).toBeNull();
    expect((await admin.from('jobs').delete().eq('id', jobId)).error).toBeNull();
    const after = await stored(requestId);
    expect(after?.job_id).toBeNull();
    expect(after?.handled_at).not.toBeNull();
  });
});
