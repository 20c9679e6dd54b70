// storage.objects as hosted Storage reads and writes it: the caller's statements run with their
// role and claims (RLS decides), the final row is written by the superuser after the bytes.
import type { Database, Queryable } from '../db/index.ts';
import { runAsRequest } from '../db/request.ts';
import { type Caller, requestContext } from './caller.ts';
import { fromDatabaseError, storageErrors } from './errors.ts';

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectRow {
  id: string;
  name: string;
  version: string | null;
  metadata: ObjectMetadata | null;
  updated_at: Date | string;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

const ROLLED_BACK = Symbol('rolled back');

/** Hosted sets the role's claims plus the storage-only settings in every transaction. */
async function asCaller<T>(
  db: Database,
  caller: Caller,
  method: string,
  path: string,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return runAsRequest(db, requestContext(caller, method, path), async (tx) => {
    await tx.query(
      `select set_config('request.jwt.claim.sub', $1, true),
              set_config('request.jwt.claim.role', $2, true),
              set_config('storage.allow_delete_query', 'true', true)`,
      [caller.sub ?? '', caller.role],
    );
    return work(tx);
  });
}

export async function findBucket(db: Database, id: string): Promise<Bucket | null> {
  const { rows } = await db.query<Bucket>(
    `select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types
     from storage.buckets where id = $1`,
    [id],
  );
  const bucket = rows[0];
  return bucket ? { ...bucket, file_size_limit: bucket.file_size_limit ?? null } : null;
}

function ownerOf(caller: Caller): { owner: string | null; ownerId: string | null } {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const sub = caller.sub ?? null;
  return { owner: sub && uuid.test(sub) ? sub : null, ownerId: sub };
}

/**
 * The upload's permission test: the row the caller would write, inserted as them and rolled
 * back (upsert: INSERT … ON CONFLICT DO UPDATE … RETURNING, which needs SELECT and UPDATE too).
 */
export async function testWrite(
  db: Database,
  caller: Caller,
  target: { bucket: string; name: string; upsert: boolean; mimetype: string; length: number },
): Promise<void> {
  const { owner, ownerId } = ownerOf(caller);
  const values = [
    target.bucket,
    target.name,
    owner,
    ownerId,
    JSON.stringify({ mimetype: target.mimetype, contentLength: target.length }),
  ];
  const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
    values ($1, $2, $3, $4, $5, '1')`;
  const sql = target.upsert
    ? `${insert} on conflict (bucket_id, name) do update set owner = excluded.owner,
         owner_id = excluded.owner_id, metadata = excluded.metadata, version = '1' returning *`
    : insert;
  try {
    await asCaller(db, caller, 'POST', `/object/${target.bucket}/${target.name}`, async (tx) => {
      await tx.query(sql, values);
      throw ROLLED_BACK;
    });
  } catch (error) {
    if (error === ROLLED_BACK) return;
    throw fromDatabaseError(error) ?? error;
  }
}

/**
 * Writes the row as the superuser once the bytes are in place; returns its id and the version it
 * replaced (whose bytes the caller removes). Without upsert an existing row is 409.
 */
export async function saveRow(
  db: Database,
  caller: Caller,
  row: { bucket: string; name: string; version: string; metadata: ObjectMetadata; upsert: boolean },
): Promise<{ id: string; replaced: string | null }> {
  const { owner, ownerId } = ownerOf(caller);
  try {
    return await db.transaction(async (tx) => {
      const previous = await tx.query<{ version: string | null }>(
        'select version from storage.objects where bucket_id = $1 and name = $2 for update',
        [row.bucket, row.name],
      );
      const conflict = row.upsert
        ? `on conflict (bucket_id, name) do update set owner = excluded.owner,
             owner_id = excluded.owner_id, metadata = excluded.metadata,
             version = excluded.version, last_accessed_at = now()`
        : '';
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
         values ($1, $2, $3, $4, $5, $6) ${conflict} returning id`,
        [row.bucket, row.name, owner, ownerId, JSON.stringify(row.metadata), row.version],
      );
      return { id: rows[0]?.id ?? '', replaced: previous.rows[0]?.version ?? null };
    });
  } catch (error) {
    throw fromDatabaseError(error) ?? error;
  }
}

/** The row as the caller sees it (private buckets), or as the superuser (public, signed). */
export async function readRow(
  db: Database,
  caller: Caller | null,
  bucket: string,
  name: string,
): Promise<ObjectRow> {
  const sql = `select id, name, version, metadata, updated_at from storage.objects
    where bucket_id = $1 and name = $2`;
  const { rows } = caller
    ? await asCaller(db, caller, 'GET', `/object/${bucket}/${name}`, (tx) =>
        tx.query<ObjectRow>(sql, [bucket, name]),
      )
    : await db.query<ObjectRow>(sql, [bucket, name]);
  const row = rows[0];
  if (!row) throw storageErrors.noSuchKey();
  return row;
}

/** Which of `names` the caller may see (createSignedUrls). */
export async function visibleNames(
  db: Database,
  caller: Caller,
  bucket: string,
  names: string[],
): Promise<Set<string>> {
  const { rows } = await asCaller(db, caller, 'POST', `/object/sign/${bucket}`, (tx) =>
    tx.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2)',
      [bucket, names],
    ),
  );
  return new Set(rows.map((row) => row.name));
}

/** DELETE … RETURNING * as the caller: rows they may not see or delete are skipped silently. */
export async function deleteRows(
  db: Database,
  caller: Caller,
  bucket: string,
  names: string[],
): Promise<Record<string, unknown>[]> {
  const { rows } = await asCaller(db, caller, 'DELETE', `/object/${bucket}`, (tx) =>
    tx.query<Record<string, unknown>>(
      `delete from storage.objects where bucket_id = $1 and name = any($2)
       returning name, bucket_id, owner, owner_id, version, id, updated_at, created_at,
                 last_accessed_at, metadata, user_metadata`,
      [bucket, names],
    ),
  );
  return rows;
}

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  column: 'name' | 'updated_at' | 'created_at' | 'last_accessed_at';
  order: 'asc' | 'desc';
  search: string;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One level below the prefix, as `storage.search` answers it (as the caller, so SELECT policies
 * filter): files with their row, folders with nulls; by name folders and files interleave.
 */
export async function listLevel(
  db: Database,
  caller: Caller,
  bucket: string,
  options: ListOptions,
): Promise<Record<string, unknown>[]> {
  const orderBy =
    options.column === 'name'
      ? `lower(name) collate "C" ${options.order}`
      : `(id is not null), ${options.column} ${options.order}, lower(name) collate "C"`;
  const sql = `with visible as (
      select o.*, substr(o.name, length($2) + 1) as rest from storage.objects o
      where o.bucket_id = $1 and o.name like $3 || '%'
    ), level as (
      select split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
             null::timestamptz as created_at, null::timestamptz as last_accessed_at,
             null::jsonb as metadata
      from visible where position('/' in rest) > 0 group by 1
      union all
      select rest, id, updated_at, created_at, last_accessed_at, metadata
      from visible where position('/' in rest) = 0
    )
    select * from level where lower(name) like lower($4) || '%'
    order by ${orderBy} limit $5 offset $6`;
  const { rows } = await asCaller(db, caller, 'POST', `/object/list/${bucket}`, (tx) =>
    tx.query<Record<string, unknown>>(sql, [
      bucket,
      options.prefix,
      likeEscape(options.prefix),
      likeEscape(options.search),
      options.limit,
      options.offset,
    ]),
  );
  return rows;
}
