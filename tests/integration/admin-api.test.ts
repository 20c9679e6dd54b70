// The admin back office's writes through supabase-js against the stand-in: an admin's session
// manages jobs, banners, roles and settings; a job seeker's session is refused by row-level
// security; bad values sent directly (past the forms) are refused by the database.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/lib/database.types';
import { clientFor, DEMO, demoClients, type StandIn, startStandIn } from '../support/standin';

type Client = SupabaseClient<Database>;

let standIn: StandIn;
let admin: Client;
let seeker: Client;
let service: Client;
let adminId: string;

const job = (marker: string) => ({
  title: `Allmänläkare ${marker}`,
  employer_name: 'Region Skåne',
  location: 'Malmö',
  description: 'Vårdcentral i centrala Malmö.',
});
const banner = (marker: string) => ({
  title: `Banner ${marker}`,
  employer_name: 'Region Skåne',
  image_url: '/banners/region-skane.png',
  price: 99,
});

beforeAll(async () => {
  standIn = await startStandIn();
  ({ admin, jobSeeker: seeker, service } = await demoClients<Client>(standIn));
  const { data } = await admin.auth.getUser();
  adminId = data.user?.id ?? '';
});

afterAll(async () => {
  await standIn?.stop();
});

async function countJobs(titlePrefix: string): Promise<number> {
  const { count, error } = await service
    .from('jobs')
    .select('id', { count: 'exact', head: true })
    .like('title', `${titlePrefix}%`);
  if (error) throw error;
  return count ?? 0;
}

describe('an admin session', () => {
  it('creates a draft job with created_by, publishes it (30 days visible), unpublishes and deletes it', async () => {
    const created = await admin
      .from('jobs')
      .insert(job('livscykel'))
      .select('id, status, published_at')
      .single();
    expect(created.error).toBeNull();
    const id = created.data?.id ?? '';
    expect(created.data).toMatchObject({ status: 'draft', published_at: null });
    const author = await service.from('jobs').select('created_by').eq('id', id).single();
    expect(author.data).toEqual({ created_by: adminId });

    const anon = clientFor(standIn) as Client;
    const invisible = await anon.from('jobs').select('id').eq('id', id);
    expect(invisible.data).toEqual([]);

    const publishedAt = new Date().toISOString();
    const published = await admin
      .from('jobs')
      .update({ status: 'published', published_at: publishedAt })
      .eq('id', id)
      .select('published_at, expires_at')
      .single();
    expect(published.error).toBeNull();
    const stamp = Date.parse(published.data?.published_at ?? '');
    const expiry = Date.parse(published.data?.expires_at ?? '');
    expect(Math.round((expiry - stamp) / 86_400_000)).toBe(30);
    expect((await anon.from('jobs').select('id').eq('id', id)).data).toEqual([{ id }]);

    const unpublished = await admin
      .from('jobs')
      .update({ status: 'draft' })
      .eq('id', id)
      .select('status')
      .single();
    expect(unpublished.data).toEqual({ status: 'draft' });
    expect((await anon.from('jobs').select('id').eq('id', id)).data).toEqual([]);

    const deleted = await admin.from('jobs').delete().eq('id', id).select('id');
    expect(deleted.data).toEqual([{ id }]);
    expect(await countJobs('Allmänläkare livscykel')).toBe(0);
  });

  it('creates a banner with price sent as a number, stored with two decimals', async () => {
    const created = await admin
      .from('banners')
      .insert({ ...banner('pris'), price: 149.5 })
      .select('id, position, status')
      .single();
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ position: 'top', status: 'draft' });
    // The price is admin-only: an admin reads it through banner_admin_fields.
    const id = created.data?.id ?? '';
    const fields = await admin.rpc('banner_admin_fields', { banner_ids: [id] });
    expect(fields.data).toEqual([{ id, price: 149.5 }]);
  });

  it('reads every registered user with their roles', async () => {
    const profiles = await admin.from('job_seeker_profiles').select('email');
    const emails = (profiles.data ?? []).map((p) => p.email);
    expect(emails).toEqual(expect.arrayContaining([DEMO.admin.email, DEMO.jobSeeker.email]));
    const roles = await admin.from('user_roles').select('user_id, role');
    expect(roles.data).toEqual(expect.arrayContaining([{ user_id: adminId, role: 'admin' }]));
  });

  it('cannot remove the last admin: the database answers in Swedish and keeps the role', async () => {
    const removed = await admin
      .from('user_roles')
      .delete()
      .eq('user_id', adminId)
      .eq('role', 'admin')
      .select('id');
    expect(removed.error?.message).toBe('Den sista administratören kan inte tas bort.');
    const roles = await service.from('user_roles').select('id').eq('user_id', adminId);
    expect(roles.data).toHaveLength(1);
  });

  it('grants and revokes the admin role of another user', async () => {
    const { data: profile } = await service
      .from('job_seeker_profiles')
      .select('user_id')
      .eq('email', DEMO.jobSeeker.email)
      .single();
    const seekerId = profile?.user_id ?? '';
    const granted = await admin.from('user_roles').insert({ user_id: seekerId, role: 'admin' });
    expect(granted.error).toBeNull();
    const revoked = await admin
      .from('user_roles')
      .delete()
      .eq('user_id', seekerId)
      .eq('role', 'admin')
      .select('id');
    expect(revoked.error).toBeNull();
    expect(revoked.data).toHaveLength(1);
  });

  it('saves the provider settings and notification recipients, refusing bad e-mail addresses', async () => {
    const saved = await admin
      .from('settings')
      .update({ contact_email: 'kontakt@lakarjobbnorden.se', provider_name: 'Läkarjobb Norden' })
      .eq('id', 1)
      .select('contact_email')
      .single();
    expect(saved.error).toBeNull();
    const recipients = await admin
      .from('private_settings')
      .update({
        notification_recipients: ['rekrytering@lakarjobbnorden.se', 'chef@lakarjobbnorden.se'],
      })
      .eq('id', 1)
      .select('notification_recipients')
      .single();
    expect(recipients.data?.notification_recipients).toHaveLength(2);

    const badContact = await admin
      .from('settings')
      .update({ contact_email: 'inte-en-adress' })
      .eq('id', 1);
    expect(badContact.error?.code).toBe('23514');
    const badList = await admin
      .from('private_settings')
      .update({ notification_recipients: ['ok@lakarjobbnorden.se', 'fel'] })
      .eq('id', 1);
    expect(badList.error?.code).toBe('23514');
    const emptyList = await admin
      .from('private_settings')
      .update({ notification_recipients: [] })
      .eq('id', 1);
    expect(emptyList.error?.code).toBe('23514');
    const { data } = await service.from('settings').select('contact_email').single();
    expect(data?.contact_email).toBe('kontakt@lakarjobbnorden.se');
  });
});

describe('bad values sent directly by an admin are refused and nothing is stored', () => {
  const badJobs: [string, Record<string, unknown>, string][] = [
    ['a blank title', { title: '   ' }, '23514'],
    ['a missing description', { description: undefined }, '23502'],
    ['a negative salary', { salary_monthly: -1 }, '23514'],
    ['an unknown job type', { job_type: 'Sommarjobb' }, '22P02'],
    ['an unknown specialty', { specialty: 'trolldom' }, '23514'],
    ['a region outside its country', { country: 'SE', region: 'Troms' }, '23514'],
    ['an unknown currency', { salary_currency: 'EUR' }, '23514'],
    ['an unknown status', { status: 'archived' }, '22P02'],
  ];
  for (const [what, change, code] of badJobs) {
    it(`job with ${what}`, async () => {
      const marker = `Fel ${what}`;
      const { error } = await admin.from('jobs').insert({ ...job(marker), ...change } as never);
      expect(error?.code).toBe(code);
      expect(await countJobs(`Allmänläkare ${marker}`)).toBe(0);
    });
  }

  const badBanners: [string, Record<string, unknown>, string][] = [
    ['a javascript: link_url', { link_url: 'javascript:alert(1)' }, '23514'],
    ['a javascript: image_url', { image_url: 'javascript:alert(1)' }, '23514'],
    ['a protocol-relative image_url', { image_url: '//evil.example/x.png' }, '23514'],
    ['an http image_url off the loopback host', { image_url: 'http://cdn.example/x.png' }, '23514'],
    [
      'an http image_url on a host that starts like loopback',
      { image_url: 'http://localhost.evil.example/x.png' },
      '23514',
    ],
    ['an http link_url', { link_url: 'http://example.se' }, '23514'],
    ['a negative price', { price: -1 }, '23514'],
    ['a non-numeric price', { price: 'gratis' }, '22P02'],
    ['an empty image_url', { image_url: '' }, '23514'],
    ['an unknown position', { position: 'popup' }, '22P02'],
  ];
  for (const [what, change, code] of badBanners) {
    it(`banner with ${what}`, async () => {
      const marker = `Fel ${what}`;
      const { error } = await admin
        .from('banners')
        .insert({ ...banner(marker), ...change } as never);
      expect(error?.code).toBe(code);
      const { count } = await service
        .from('banners')
        .select('id', { count: 'exact', head: true })
        .eq('title', `Banner ${marker}`);
      expect(count).toBe(0);
    });
  }

  it('an update to a bad value leaves the row as it was', async () => {
    const { data } = await admin.from('banners').insert(banner('oförändrad')).select('id').single();
    const id = data?.id ?? '';
    const { error } = await admin
      .from('banners')
      .update({ link_url: 'javascript:alert(1)' })
      .eq('id', id);
    expect(error?.code).toBe('23514');
    const { data: stored } = await service.from('banners').select('link_url').eq('id', id).single();
    expect(stored?.link_url).toBeNull();
  });
});

describe('a job seeker session is refused by row-level security', () => {
  it('cannot insert jobs, banners, roles', async () => {
    const jobInsert = await seeker.from('jobs').insert(job('sökande'));
    expect(jobInsert.error?.code).toBe('42501');
    expect(jobInsert.status).toBe(403);
    const bannerInsert = await seeker.from('banners').insert(banner('sökande'));
    expect(bannerInsert.error?.code).toBe('42501');
    const { data: me } = await seeker.auth.getUser();
    const roleInsert = await seeker
      .from('user_roles')
      .insert({ user_id: me.user?.id ?? '', role: 'admin' });
    expect(roleInsert.error?.code).toBe('42501');
    expect(await countJobs('Allmänläkare sökande')).toBe(0);
    const roles = await service
      .from('user_roles')
      .select('id')
      .eq('user_id', me.user?.id ?? '');
    expect(roles.data).toEqual([]);
  });

  it('cannot update or delete jobs, banners, roles or settings (no row changes)', async () => {
    const { data: target } = await service
      .from('jobs')
      .select('id, title, status')
      .eq('status', 'published')
      .limit(1)
      .single();
    const jobId = target?.id ?? '';
    const jobUpdate = await seeker
      .from('jobs')
      .update({ title: 'Kapad' })
      .eq('id', jobId)
      .select('id');
    expect(jobUpdate.data ?? []).toEqual([]);
    const jobDelete = await seeker.from('jobs').delete().eq('id', jobId).select('id');
    expect(jobDelete.data ?? []).toEqual([]);
    const { data: stillThere } = await service
      .from('jobs')
      .select('title')
      .eq('id', jobId)
      .single();
    expect(stillThere?.title).toBe(target?.title);

    const bannerDelete = await seeker
      .from('banners')
      .delete()
      .eq('status', 'published')
      .select('id');
    expect(bannerDelete.data ?? []).toEqual([]);
    const bannerUpdate = await seeker
      .from('banners')
      .update({ price: 0 })
      .eq('status', 'published')
      .select('id');
    expect(bannerUpdate.data ?? []).toEqual([]);

    const roleDelete = await seeker.from('user_roles').delete().eq('user_id', adminId).select('id');
    expect(roleDelete.data ?? []).toEqual([]);
    expect(
      (await service.from('user_roles').select('id').eq('user_id', adminId)).data,
    ).toHaveLength(1);

    const settingsUpdate = await seeker
      .from('settings')
      .update({ contact_email: 'kapad@example.se' })
      .eq('id', 1)
      .select('id');
    expect(settingsUpdate.data ?? []).toEqual([]);
    const privateUpdate = await seeker
      .from('private_settings')
      .update({ notification_recipients: ['kapad@example.se'] })
      .eq('id', 1)
      .select('id');
    expect(privateUpdate.data ?? []).toEqual([]);
    const { data: settings } = await service.from('settings').select('contact_email').single();
    expect(settings?.contact_email).not.toBe('kapad@example.se');
    const { data: recipients } = await service
      .from('private_settings')
      .select('notification_recipients')
      .single();
    expect(recipients?.notification_recipients).not.toContain('kapad@example.se');
  });

  it('sees neither drafts, other users, the recipients nor contact requests', async () => {
    const drafts = await seeker.from('jobs').select('id').eq('status', 'draft');
    expect(drafts.data).toEqual([]);
    const profiles = await seeker.from('job_seeker_profiles').select('email');
    expect(profiles.data).toEqual([{ email: DEMO.jobSeeker.email }]);
    const recipients = await seeker.from('private_settings').select('notification_recipients');
    expect(recipients.data).toEqual([]);
    const requests = await seeker.from('contact_requests').select('id');
    expect(requests.data).toEqual([]);
  });
});

describe('admin-only columns (column privileges)', () => {
  it('are refused to visitors and job seekers, whole-row reads too', async () => {
    const anon = clientFor(standIn) as Client;
    for (const [client, status] of [
      [anon, 401],
      [seeker, 403],
    ] as const) {
      for (const [table, columns] of [
        ['jobs', 'employer_email'],
        ['jobs', 'created_by'],
        ['jobs', '*'],
        ['banners', 'price'],
        ['banners', '*'],
      ] as const) {
        const read = await client.from(table).select(columns).limit(1);
        expect([table, columns, read.status, read.error?.code]).toEqual([
          table,
          columns,
          status,
          '42501',
        ]);
      }
      const { data } = await client.rpc('job_admin_fields', { job_ids: [] });
      expect(data ?? []).toEqual([]);
    }
  });
});
