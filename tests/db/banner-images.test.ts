// The banner-images bucket's own check on PGlite and PostgreSQL (migration 20261201110000), on
// rows written directly as the Storage server's superuser writes them on hosted: the declared type
// must be exactly PNG, JPEG or WebP (hosted compares only two `/` pieces of it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolledBack } from './actors.ts';
import { createTestDatabase, sqlState, type TestDatabase } from './database.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await db?.close();
});

const putImage = (mimetype: string) =>
  rolledBack(db, () =>
    sqlState(() =>
      db.query(
        `insert into storage.objects (bucket_id, name, metadata, version)
         values ('banner-images', 'banner.png', $1, 'v1')`,
        [JSON.stringify({ mimetype, size: 10 })],
      ),
    ),
  );

describe('the banner-images trigger', () => {
  it('takes PNG, JPEG and WebP and refuses anything else, an SVG or a crafted type included', async () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(await putImage(type), type).toBeNull();
    }
    for (const type of ['image/png/;text/html', 'image/svg+xml', 'text/html', 'image/gif']) {
      expect(await putImage(type), type).toBe('42501');
    }
  });

  it('the bucket is public, 2 MiB at most, and takes only those three types', async () => {
    const [bucket] = await db.query(
      `select public, file_size_limit::int as limit, allowed_mime_types from storage.buckets
       where id = 'banner-images'`,
    );
    expect(bucket).toEqual({
      public: true,
      limit: 2 * 1024 * 1024,
      allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp'],
    });
  });
});
