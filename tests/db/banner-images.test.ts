// The banner-images bucket's own check on PGlite and PostgreSQL (migration 20261201110000), on
// rows written directly as the Storage server's superuser writes them on hosted: the declared type
// must be exactly PNG, JPEG or WebP (hosted compares only two `/` pieces of it); and which images
// no banner shows, for the scheduled purge.
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

describe('unattached_banner_images', () => {
  it('lists images a day old that no banner shows by their public address', async () => {
    await rolledBack(db, async () => {
      const put = (name: string, age: string) =>
        db.query(
          `insert into storage.objects (bucket_id, name, metadata, version, created_at)
           values ('banner-images', $1, $2, 'v1', now() - $3::interval)`,
          [name, JSON.stringify({ mimetype: 'image/png', size: 10 }), age],
        );
      await put('shown.png', '25 hours');
      await put('closed-unsaved.png', '25 hours');
      await put('just-uploaded.png', '2 hours');
      // Ends with another image's name: not that image's address.
      await put('own.png', '25 hours');
      await db.query(
        `insert into public.banners (title, employer_name, image_url, status) values
           ('Visad', 'Region Test', 'https://ref.supabase.co/storage/v1/object/public/banner-images/shown.png', 'published'),
           ('Utkast', 'Region Test', 'https://example.se/banner-images/x-own.png', 'draft')`,
      );
      const names = await db.query<{ name: string }>(
        `select name from public.unattached_banner_images('1 day') as name`,
      );
      expect(names.map((row) => row.name).sort()).toEqual(['closed-unsaved.png', 'own.png']);
    });
  });
});
