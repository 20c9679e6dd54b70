// The build prerenders /contact and the legal pages with DEFAULT_PROVIDER (src/prerender): it must be
// what a fresh database's settings row holds, or every first visit would paint a provider that the
// app then replaces.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_PROVIDER } from '../../src/content/legal/defaultProvider.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await db?.close();
});

it('prerenders the provider the migrations store by default', async () => {
  const [row] = await db.query<{ provider_name: string; contact_email: string }>(
    'select provider_name, contact_email from public.settings',
  );
  expect({ name: row?.provider_name, contactEmail: row?.contact_email }).toEqual(DEFAULT_PROVIDER);
});
