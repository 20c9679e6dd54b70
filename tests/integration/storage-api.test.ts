// Supabase Storage through @supabase/storage-js (supabase-js 2.119) against the stand-in, on PGlite
// or PostgreSQL (TEST_DATABASE_URL): each call's status and body as hosted Storage gives them
// (docs/storage.md), and the policies on storage.objects for the `documents` bucket (owner, other
// user, anon, admin, signed URLs).
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedJobSeeker } from '../support/accounts.ts';
import { clientFor, DEMO, type StandIn, signedInClient, startStandIn } from '../support/standin.ts';

let standIn: StandIn;
let owner: SupabaseClient;
let ownerId: string;
let other: SupabaseClient;
let admin: SupabaseClient;
let anon: SupabaseClient;

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const pdfFile = (bytes: Uint8Array<ArrayBuffer> = PDF) =>
  new File([bytes], 'cv.pdf', { type: 'application/pdf' });

async function seeker(): Promise<{ client: SupabaseClient; id: string }> {
  const email = `storage-${randomUUID()}@example.com`;
  const password = 'Hemligt123!';
  const id = await createConfirmedJobSeeker(standIn, {
    email,
    password,
    metadata: { full_name: 'Test Läkare' },
  });
  return { client: await signedInClient(standIn, email, password), id };
}

/** The error as storage-js hands it to the app, plus the raw answer for the body's shape. */
function apiError(error: unknown) {
  const e = error as { status?: number; statusCode?: string; code?: string; message?: string };
  return { status: e.status, statusCode: e.statusCode, code: e.code, message: e.message };
}

beforeAll(async () => {
  standIn = await startStandIn();
  const a = await seeker();
  owner = a.client;
  ownerId = a.id;
  other = (await seeker()).client;
  admin = await signedInClient(standIn, DEMO.admin.email, DEMO.admin.password);
  anon = clientFor(standIn);
}, 120_000);

afterAll(async () => {
  await standIn?.stop();
});

describe('upload, download, upsert', () => {
  it('uploads a File as multipart: 200 {Id, Key}, then downloads the same bytes and type', async () => {
    const path = `${ownerId}/${randomUUID()}`;
    const { data, error } = await owner.storage.from('documents').upload(path, pdfFile());
    expect(error).toBeNull();
    expect(data).toEqual({ id: expect.any(String), path, fullPath: `documents/${path}` });

    const raw = await fetch(`${standIn.url}/storage/v1/object/documents/${path}`, {
      headers: {
        Authorization: `Bearer ${(await owner.auth.getSession()).data.session?.access_token}`,
      },
    });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('application/pdf');
    expect(raw.headers.get('content-length')).toBe(String(PDF.length));
    expect(raw.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(raw.headers.get('cache-control')).toBe('max-age=3600');

    const download = await owner.storage.from('documents').download(path);
    expect(download.error).toBeNull();
    expect(new Uint8Array(await (download.data as Blob).arrayBuffer())).toEqual(PDF);
  });

  it('refuses a second upload to the same path without upsert (409 KeyAlreadyExists), replaces it with upsert', async () => {
    const path = `${ownerId}/${randomUUID()}`;
    const bucket = owner.storage.from('documents');
    expect((await bucket.upload(path, pdfFile())).error).toBeNull();

    const again = await bucket.upload(path, pdfFile());
    expect(apiError(again.error)).toEqual({
      status: 400,
      statusCode: '409',
      code: 'KeyAlreadyExists',
      message: 'The resource already exists',
    });

    const newer = new TextEncoder().encode('%PDF-1.7\nnewer\n%%EOF\n');
    const upserted = await bucket.upload(path, pdfFile(newer), { upsert: true });
    expect(upserted.error).toBeNull();
    const { data } = await bucket.download(path);
    expect(new Uint8Array(await (data as Blob).arrayBuffer())).toEqual(newer);
  });

  it('answers 415 for a type the bucket does not allow, 413 past its 10 MiB, 400 for a key with å', async () => {
    const bucket = owner.storage.from('documents');
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], 'setup.exe', {
      type: 'application/x-msdownload',
    });
    expect(apiError((await bucket.upload(`${ownerId}/exe`, exe)).error)).toEqual({
      status: 400,
      statusCode: '415',
      code: 'InvalidMimeType',
      message: 'mime type application/x-msdownload is not supported',
    });

    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', {
      type: 'application/pdf',
    });
    expect(apiError((await bucket.upload(`${ownerId}/big`, big)).error)).toEqual({
      status: 400,
      statusCode: '413',
      code: 'EntityTooLarge',
      message: 'The object exceeded the maximum allowed size',
    });

    expect(apiError((await bucket.upload(`${ownerId}/läkare.pdf`, pdfFile())).error)).toEqual({
      status: 400,
      statusCode: '400',
      code: 'InvalidKey',
      message: `Invalid key: ${ownerId}/läkare.pdf`,
    });
    // Nothing of the refused uploads was stored.
    const { data } = await bucket.list(ownerId, { search: 'big' });
    expect(data).toEqual([]);
  });

  it('answers a missing object with 404 NoSuchKey and a missing bucket with 404 NoSuchBucket', async () => {
    const missing = await owner.storage.from('documents').download(`${ownerId}/none`);
    expect(missing.error).toMatchObject({
      status: 400,
      statusCode: '404',
      message: 'Object not found',
    });
    const raw = await fetch(`${standIn.url}/storage/v1/object/documents/${ownerId}/none`, {
      headers: {
        Authorization: `Bearer ${(await owner.auth.getSession()).data.session?.access_token}`,
      },
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      statusCode: '404',
      error: 'not_found',
      message: 'Object not found',
      code: 'NoSuchKey',
    });
    const noBucket = await owner.storage.from('nope').upload(`${ownerId}/a.pdf`, pdfFile());
    expect(apiError(noBucket.error)).toEqual({
      status: 400,
      statusCode: '404',
      code: 'NoSuchBucket',
      message: 'Bucket not found',
    });
  });

  it('refuses a bad JWT with 403 AccessDenied and jose’s text', async () => {
    const response = await fetch(`${standIn.url}/storage/v1/object/documents/${ownerId}/x.pdf`, {
      method: 'POST',
      headers: { Authorization: 'Bearer not-a-jwt', 'Content-Type': 'application/pdf' },
      body: PDF,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '403',
      error: 'Unauthorized',
      message: 'Invalid Compact JWS',
      code: 'AccessDenied',
    });
  });
});

describe('list and remove', () => {
  it('lists one level (folders with nulls, files with their metadata) and removes exact names', async () => {
    const folder = `${ownerId}/list-${randomUUID()}`;
    const bucket = owner.storage.from('documents');
    expect((await bucket.upload(`${folder}/b.pdf`, pdfFile())).error).toBeNull();
    expect((await bucket.upload(`${folder}/a.pdf`, pdfFile())).error).toBeNull();
    expect((await bucket.upload(`${folder}/sub/c.pdf`, pdfFile())).error).toBeNull();

    const { data, error } = await bucket.list(folder);
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name)).toEqual(['a.pdf', 'b.pdf', 'sub']);
    expect(data?.[2]).toMatchObject({ id: null, metadata: null, updated_at: null });
    expect(data?.[0]).toMatchObject({
      id: expect.any(String),
      metadata: {
        eTag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
        size: PDF.length,
        mimetype: 'application/pdf',
        cacheControl: 'max-age=3600',
        contentLength: PDF.length,
        httpStatusCode: 200,
      },
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });

    const removed = await bucket.remove([`${folder}/a.pdf`, `${folder}/missing.pdf`]);
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual([
      expect.objectContaining({ name: `${folder}/a.pdf`, bucket_id: 'documents', owner: ownerId }),
    ]);
    expect((await bucket.list(folder)).data?.map((entry) => entry.name)).toEqual(['b.pdf', 'sub']);
  });

  it('deletes the bytes from the data folder with the row', async () => {
    const path = `${ownerId}/${randomUUID()}`;
    const bucket = owner.storage.from('documents');
    const stored = () => readdirSync(join(standIn.dataDir, 'storage', 'documents')).length;
    await bucket.upload(path, pdfFile());
    const before = stored();
    await bucket.remove([path]);
    expect(stored()).toBe(before - 1);
  });
});

describe('storage.objects policies (documents bucket)', () => {
  let path: string;
  beforeAll(async () => {
    path = `${ownerId}/${randomUUID()}`;
    expect((await owner.storage.from('documents').upload(path, pdfFile())).error).toBeNull();
  });

  it('another user cannot read, list, overwrite or delete the owner’s object', async () => {
    const bucket = other.storage.from('documents');
    expect((await bucket.download(path)).error).toMatchObject({ statusCode: '404' });
    expect((await bucket.list(ownerId)).data).toEqual([]);
    expect(apiError((await bucket.upload(path, pdfFile(), { upsert: true })).error)).toEqual({
      status: 400,
      statusCode: '403',
      code: 'AccessDenied',
      message: 'new row violates row-level security policy',
    });
    expect((await bucket.upload(`${ownerId}/planted`, pdfFile())).error).toMatchObject({
      statusCode: '403',
    });
    expect((await bucket.remove([path])).data).toEqual([]);
    expect((await bucket.createSignedUrl(path, 60)).error).toMatchObject({ statusCode: '404' });
    // Still there, unchanged.
    const { data } = await owner.storage.from('documents').download(path);
    expect(new Uint8Array(await (data as Blob).arrayBuffer())).toEqual(PDF);
  });

  it('anon gets nothing: no read, no list, no upload', async () => {
    const bucket = anon.storage.from('documents');
    expect((await bucket.download(path)).error).toMatchObject({ statusCode: '404' });
    expect((await bucket.list(ownerId)).data).toEqual([]);
    expect((await bucket.upload(`${ownerId}/anon`, pdfFile())).error).toMatchObject({
      statusCode: '403',
      code: 'AccessDenied',
    });
    const bare = await fetch(`${standIn.url}/storage/v1/object/documents/${path}`);
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
  });

  it('an admin reads and lists but cannot write into a user’s folder', async () => {
    const bucket = admin.storage.from('documents');
    expect((await bucket.download(path)).error).toBeNull();
    expect((await bucket.list(ownerId)).data?.length).toBeGreaterThan(0);
    expect((await bucket.upload(`${ownerId}/by-admin`, pdfFile())).error).toMatchObject({
      statusCode: '403',
    });
  });

  it('a signed URL opens without a session until it expires; another path’s token is refused', async () => {
    // A minute for the checks that need it valid (a loaded machine takes seconds), then a
    // second's URL for the expiry.
    const { data, error } = await owner.storage.from('documents').createSignedUrl(path, 60);
    expect(error).toBeNull();
    const signedUrl = data?.signedUrl ?? '';
    expect(signedUrl).toMatch(
      new RegExp(`^${standIn.url}/storage/v1/object/sign/documents/${path}\\?token=`),
    );
    const opened = await fetch(signedUrl);
    expect(opened.status).toBe(200);
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(PDF);

    const token = new URL(signedUrl).searchParams.get('token');
    const elsewhere = await fetch(
      `${standIn.url}/storage/v1/object/sign/documents/${ownerId}/other?token=${token}`,
    );
    expect(await elsewhere.json()).toEqual({
      statusCode: '400',
      error: 'InvalidSignature',
      message: 'Invalid signature',
      code: 'InvalidSignature',
    });

    const shortLived = await owner.storage.from('documents').createSignedUrl(path, 1);
    expect(shortLived.error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await fetch(shortLived.data?.signedUrl ?? '');
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      statusCode: '400',
      error: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
      code: 'InvalidJWT',
    });
  });

  it('createSignedUrls signs what the caller sees and says so for the rest', async () => {
    const { data } = await other.storage.from('documents').createSignedUrls([path], 60);
    expect(data).toEqual([
      {
        error: 'Either the object does not exist or you do not have access to it',
        path,
        signedURL: null,
        signedUrl: null,
      },
    ]);
    const own = await owner.storage.from('documents').createSignedUrls([path], 60);
    expect(own.data?.[0]?.signedUrl).toContain('token=');
  });

  it('copies within the owner’s folder as the owner; not out of another’s folder', async () => {
    const target = `${ownerId}/copy-${randomUUID()}`;
    const copied = await owner.storage.from('documents').copy(path, target);
    expect(copied.error).toBeNull();
    expect(copied.data).toEqual({ path: `documents/${target}` });
    const stolen = await other.storage.from('documents').copy(path, `${randomUUID()}/x`);
    expect(stolen.error).toMatchObject({ statusCode: '404' });
  });
});
