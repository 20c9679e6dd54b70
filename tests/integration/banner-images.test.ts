// Uploaded banner images (issue 50) through supabase-js against the stand-in, on PGlite or
// PostgreSQL (TEST_DATABASE_URL): the public `banner-images` bucket of migration 20261201110000.
// Only an admin uploads; anyone downloads at the public address, which a banner may then name as
// its image_url; a wrong type or too large a file is refused with its reason; an image no banner
// shows is removed by the scheduled purge.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedJobSeeker } from '../support/accounts.ts';
import { clientFor, DEMO, type StandIn, signedInClient, startStandIn } from '../support/standin.ts';

let standIn: StandIn;
let admin: SupabaseClient;
let doctor: SupabaseClient;
let anon: SupabaseClient;

const BUCKET = 'banner-images';
// The 8-byte PNG signature and an IHDR chunk's start: enough for Storage, which stores any bytes.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (bytes: Uint8Array<ArrayBuffer> = PNG) =>
  new File([bytes], 'banner.png', { type: 'image/png' });

function refusal(error: unknown) {
  const e = error as { statusCode?: string; message?: string };
  return { statusCode: e?.statusCode, message: e?.message };
}

beforeAll(async () => {
  standIn = await startStandIn({
    env: {
      // The purge runs when the test calls it, and every image counts as a day old.
      STANDIN_UNATTACHED_PURGE_INTERVAL_MS: '0',
      UNATTACHED_DOCUMENTS_AFTER_HOURS: '0',
    },
  });
  admin = await signedInClient(standIn, DEMO.admin.email, DEMO.admin.password);
  const email = `banner-images-${randomUUID()}@example.com`;
  await createConfirmedJobSeeker(standIn, { email, password: 'Hemligt123!', metadata: {} });
  doctor = await signedInClient(standIn, email, 'Hemligt123!');
  anon = clientFor(standIn);
}, 120_000);

afterAll(async () => {
  await standIn?.stop();
});

describe('the banner-images bucket', () => {
  it('an admin uploads; anyone downloads it at its public address; a banner names it', async () => {
    const path = `${randomUUID()}.png`;
    const { error } = await admin.storage
      .from(BUCKET)
      .upload(path, png(), { contentType: 'image/png' });
    expect(error).toBeNull();

    const url = anon.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
    expect(url).toBe(`${standIn.url}/storage/v1/object/public/${BUCKET}/${path}`);
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(PNG);

    // The local stand-in's address is http on the loopback host: image_url takes it.
    const { data: banner, error: saved } = await admin
      .from('banners')
      .insert({ title: 'Uppladdad bild', employer_name: 'Region Test', image_url: url })
      .select('image_url')
      .single();
    expect(saved).toBeNull();
    expect(banner?.image_url).toBe(url);
  });

  it('refuses uploads from visitors and doctors (403 AccessDenied), and their replacing or deleting', async () => {
    const path = `${randomUUID()}.png`;
    for (const client of [anon, doctor]) {
      const { error } = await client.storage.from(BUCKET).upload(path, png());
      expect(refusal(error)).toEqual({
        statusCode: '403',
        message: 'new row violates row-level security policy',
      });
    }
    expect((await admin.storage.from(BUCKET).upload(path, png())).error).toBeNull();
    const replaced = await doctor.storage.from(BUCKET).update(path, png());
    expect(refusal(replaced.error).statusCode).toBe('403');
    const removed = await doctor.storage.from(BUCKET).remove([path]);
    expect(removed.data).toEqual([]);
    expect((await fetch(admin.storage.from(BUCKET).getPublicUrl(path).data.publicUrl)).status).toBe(
      200,
    );
  });

  it('refuses a type other than PNG, JPEG or WebP (415), an SVG included, and a file over 2 MB (413)', async () => {
    for (const [name, type] of [
      ['banner.svg', 'image/svg+xml'],
      ['banner.gif', 'image/gif'],
      ['banner.html', 'text/html'],
    ] as const) {
      const file = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], name, { type });
      const { error } = await admin.storage.from(BUCKET).upload(`${randomUUID()}-${name}`, file);
      expect(refusal(error)).toEqual({
        statusCode: '415',
        message: `mime type ${type} is not supported`,
      });
    }
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const { error } = await admin.storage.from(BUCKET).upload(`${randomUUID()}.png`, png(big));
    expect(refusal(error)).toEqual({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const exact = new Uint8Array(2 * 1024 * 1024);
    exact.set(PNG);
    expect(
      (await admin.storage.from(BUCKET).upload(`${randomUUID()}.png`, png(exact))).error,
    ).toBeNull();
  });

  it("an image no banner shows is removed by the scheduled purge; a banner's image stays", async () => {
    const upload = async () => {
      const path = `${randomUUID()}.png`;
      const { error } = await admin.storage
        .from(BUCKET)
        .upload(path, png(), { contentType: 'image/png' });
      expect(error).toBeNull();
      return anon.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
    };
    const shown = await upload();
    const closedUnsaved = await upload();
    const { error } = await admin
      .from('banners')
      .insert({ title: 'Visad bild', employer_name: 'Region Test', image_url: shown });
    expect(error).toBeNull();

    const run = await fetch(`${standIn.url}/functions/v1/purge-unattached-documents`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${standIn.serviceRoleKey}` },
    });
    expect(run.status).toBe(200);
    expect((await run.json()).bannerImages).toBeGreaterThanOrEqual(1);
    expect((await fetch(shown)).status).toBe(200);
    expect((await fetch(closedUnsaved)).status).not.toBe(200);
  });
});
