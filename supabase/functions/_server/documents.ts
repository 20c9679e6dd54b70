// The documents bucket from a function: the first bytes of a stored object (one ranged read, so a
// 10 MB file is not downloaded to check it) and removing every object under a user's folder.
import { MAGIC_BYTES_NEEDED } from '../_shared/documents/file-check.ts';
import { anonKey, supabaseUrl } from './settings.ts';
import { serviceClient } from './supabase.ts';

export const DOCUMENTS_BUCKET = 'documents';

export interface StoredHead {
  size: number;
  contentType: string;
  head: Uint8Array;
}

/** Reads as the caller (their token), so it sees only what Storage's policies let them see. */
export async function readStoredHead(path: string, token: string): Promise<StoredHead | null> {
  const response = await fetch(
    `${supabaseUrl()}/storage/v1/object/authenticated/${DOCUMENTS_BUCKET}/${path}`,
    {
      headers: {
        apikey: anonKey(),
        Authorization: `Bearer ${token}`,
        Range: `bytes=0-${MAGIC_BYTES_NEEDED - 1}`,
      },
    },
  );
  if (response.status !== 200 && response.status !== 206) {
    await response.body?.cancel();
    return null;
  }
  const total = response.headers.get('content-range')?.match(/\/(\d+)$/)?.[1];
  const head = new Uint8Array(await response.arrayBuffer()).slice(0, MAGIC_BYTES_NEEDED);
  return {
    size: Number(total ?? response.headers.get('content-length') ?? head.length),
    contentType: response.headers.get('content-type') ?? '',
    head,
  };
}

/** Every object name below `prefix`, walking the folders `list` shows one level at a time. */
async function namesBelow(prefix: string): Promise<string[]> {
  const storage = serviceClient().storage.from(DOCUMENTS_BUCKET);
  const names: string[] = [];
  for (let offset = 0; ; offset += 1000) {
    const { data, error } = await storage.list(prefix, { limit: 1000, offset });
    if (error) throw new Error(`listing ${prefix} failed: ${error.message}`);
    for (const entry of data) {
      const name = `${prefix}/${entry.name}`;
      if (entry.id === null) names.push(...(await namesBelow(name)));
      else names.push(name);
    }
    if (data.length < 1000) return names;
  }
}

/** Removes every object of the user (GDPR deletion): their folder and everything in it. */
export async function removeUserObjects(userId: string): Promise<number> {
  const names = await namesBelow(userId);
  const storage = serviceClient().storage.from(DOCUMENTS_BUCKET);
  for (let i = 0; i < names.length; i += 1000) {
    const { error } = await storage.remove(names.slice(i, i + 1000));
    if (error) throw new Error(`removing ${userId}'s objects failed: ${error.message}`);
  }
  return names.length;
}
