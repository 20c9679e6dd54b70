// Supabase Storage's HTTP surface as @supabase/storage-js uses it, mounted at /storage/v1
// (docs/storage.md): upload/update, download, signed URLs, list, remove and copy of objects, each
// as the caller through their JWT so the policies on storage.objects decide, bytes on disk.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { BodyTooLargeError, readBody, sendJson } from '../body.ts';
import type { StandInConfig, StandInServices } from '../config.ts';
import type { Database } from '../db/index.ts';
import type { RouteHandler } from '../http.ts';
import { applyConfigBuckets, globalFileSizeLimit } from './buckets.ts';
import { type Caller, identify, identifyOrAnonymous } from './caller.ts';
import { sendObject } from './download.ts';
import { StorageError, sendStorageError, storageErrors } from './errors.ts';
import { FileStore } from './files.ts';
import {
  type Bucket,
  deleteRows,
  findBucket,
  listLevel,
  readRow,
  saveRow,
  testWrite,
} from './objects.ts';
import { signedDownload, signMany, signOne } from './sign.ts';
import { checkKey, receiveUpload } from './upload.ts';

export interface StorageContext {
  db: Database;
  files: FileStore;
  config: StandInConfig;
}

async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  let value: unknown;
  try {
    const text = (await readBody(req)).toString('utf8');
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw storageErrors.tooLarge();
    throw storageErrors.invalidRequest('Body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw storageErrors.invalidRequest('body must be object');
  }
  return value as Record<string, unknown>;
}

async function requireBucket(db: Database, id: string): Promise<Bucket> {
  const bucket = await findBucket(db, id);
  if (!bucket) throw storageErrors.noSuchBucket();
  return bucket;
}

/** `<bucket>/<path…>` of a route, decoded (the server works on decoded keys). */
function bucketAndName(rest: string[]): { bucket: string; name: string } {
  const [bucket = '', ...path] = rest;
  try {
    return { bucket: decodeURIComponent(bucket), name: decodeURIComponent(path.join('/')) };
  } catch {
    throw storageErrors.invalidKey(path.join('/'));
  }
}

async function upload(ctx: StorageContext, req: IncomingMessage, rest: string[]) {
  const caller = await identify(req, ctx.config.jwtSecret);
  const { bucket: bucketId, name } = bucketAndName(rest);
  const bucket = await requireBucket(ctx.db, bucketId);
  const global = globalFileSizeLimit(ctx.config.projectRoot);
  const limit = Math.min(global, bucket.file_size_limit ?? global);
  const upsert = req.method === 'PUT' || req.headers['x-upsert'] === 'true';
  return receiveUpload(ctx.db, ctx.files, req, caller, { bucket, name, upsert, limit });
}

async function download(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  rest: string[],
  url: URL,
  access: 'caller' | 'authenticated' | 'public',
) {
  const { bucket: bucketId, name } = bucketAndName(rest);
  const caller =
    access === 'authenticated'
      ? await identify(req, ctx.config.jwtSecret)
      : await identifyOrAnonymous(req, ctx.config.jwtSecret);
  const bucket = await findBucket(ctx.db, bucketId);
  if (!bucket || (!bucket.public && (access === 'public' || !caller))) {
    throw storageErrors.noSuchBucket();
  }
  checkKey(name);
  const row = await readRow(ctx.db, bucket.public ? null : caller, bucketId, name);
  await sendObject(res, ctx.files, bucketId, row, {
    range: req.headers.range,
    download: url.searchParams.get('download'),
  });
}

async function list(ctx: StorageContext, req: IncomingMessage, bucketId: string) {
  const caller = await identify(req, ctx.config.jwtSecret);
  const body = await readJsonObject(req);
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const columns = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;
  const column = columns.find((c) => c === (sortBy.column ?? 'name'));
  if (!column)
    throw storageErrors.invalidRequest(
      'body/sortBy/column must be equal to one of the allowed values',
    );
  const limit = body.limit === undefined ? 100 : Number(body.limit);
  const offset = body.offset === undefined ? 0 : Number(body.offset);
  if (
    !Number.isInteger(limit) ||
    limit < 1 ||
    limit > 1500 ||
    !Number.isInteger(offset) ||
    offset < 0
  ) {
    throw storageErrors.invalidRequest('body/limit must be an integer between 1 and 1500');
  }
  const prefix = typeof body.prefix === 'string' ? body.prefix : '';
  return listLevel(ctx.db, caller, decodeURIComponent(bucketId), {
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
    limit,
    offset,
    column,
    order: String(sortBy.order ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc',
    search: typeof body.search === 'string' ? body.search : '',
  });
}

async function remove(ctx: StorageContext, req: IncomingMessage, bucketId: string) {
  const caller = await identify(req, ctx.config.jwtSecret);
  const body = await readJsonObject(req);
  const prefixes = body.prefixes;
  if (
    !Array.isArray(prefixes) ||
    prefixes.length === 0 ||
    !prefixes.every((p) => typeof p === 'string')
  ) {
    throw storageErrors.invalidRequest('body/prefixes must NOT have fewer than 1 items');
  }
  const bucket = decodeURIComponent(bucketId);
  const rows = await deleteRows(ctx.db, caller, bucket, prefixes as string[]);
  for (const row of rows) await ctx.files.remove(bucket, (row.version as string | null) ?? null);
  return rows;
}

async function copy(ctx: StorageContext, req: IncomingMessage) {
  const caller: Caller = await identify(req, ctx.config.jwtSecret);
  const body = await readJsonObject(req);
  const { bucketId, sourceKey, destinationKey } = body;
  if (
    typeof bucketId !== 'string' ||
    typeof sourceKey !== 'string' ||
    typeof destinationKey !== 'string'
  ) {
    throw storageErrors.invalidRequest("body must have required property 'destinationKey'");
  }
  const toBucket = typeof body.destinationBucket === 'string' ? body.destinationBucket : bucketId;
  await requireBucket(ctx.db, toBucket);
  checkKey(destinationKey);
  const source = await readRow(ctx.db, caller, bucketId, sourceKey);
  const metadata = source.metadata;
  if (!source.version || !metadata) throw storageErrors.bytesMissing();
  const target = { bucket: toBucket, name: destinationKey };
  await testWrite(ctx.db, caller, {
    ...target,
    upsert: false,
    mimetype: metadata.mimetype,
    length: metadata.size,
  });
  const version = randomUUID();
  await ctx.files.duplicate(bucketId, source.version, toBucket, version);
  const saved = await saveRow(ctx.db, caller, {
    ...target,
    version,
    upsert: false,
    metadata: { ...metadata, lastModified: new Date().toISOString() },
  }).catch(async (error: unknown) => {
    await ctx.files.remove(toBucket, version);
    throw error;
  });
  return { Id: saved.id, Key: `${toBucket}/${destinationKey}` };
}

async function route(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
) {
  const [, area, ...rest] = path.split('/');
  const method = req.method ?? 'GET';
  if (area !== 'object') return false;
  const [first = '', ...after] = rest;
  const reply = (body: unknown) => sendJson(res, 200, body);
  if (first === 'sign') {
    if (method === 'GET' || method === 'HEAD') await signedDownload(ctx, req, res, url, after);
    else if (method === 'POST' && after.length === 1)
      reply(await signMany(ctx, req, after[0] ?? ''));
    else if (method === 'POST') reply(await signOne(ctx, req, after));
    else return false;
    return true;
  }
  if (first === 'list' && method === 'POST') reply(await list(ctx, req, after[0] ?? ''));
  else if (first === 'copy' && method === 'POST') reply(await copy(ctx, req));
  else if (
    (first === 'authenticated' || first === 'public') &&
    (method === 'GET' || method === 'HEAD')
  ) {
    await download(ctx, req, res, after, url, first);
  } else if (method === 'DELETE' && rest.length === 1) reply(await remove(ctx, req, first));
  else if ((method === 'POST' || method === 'PUT') && rest.length > 1)
    reply(await upload(ctx, req, rest));
  else if ((method === 'GET' || method === 'HEAD') && rest.length > 1) {
    await download(ctx, req, res, rest, url, 'caller');
  } else return false;
  return true;
}

export async function createStorageHandler(
  config: StandInConfig,
  services: StandInServices,
): Promise<RouteHandler> {
  await applyConfigBuckets(services.db, config.projectRoot);
  const ctx: StorageContext = {
    db: services.db,
    files: new FileStore(join(config.dataDir, 'storage')),
    config,
  };
  return async (req, res, { url, path }) => {
    try {
      if (await route(ctx, req, res, url, path)) return;
      sendJson(res, 404, {
        statusCode: '404',
        code: 'not_found',
        error: 'Not Found',
        message: `Route ${req.method}:${url.pathname} not found`,
      });
    } catch (error) {
      if (!(error instanceof StorageError)) throw error;
      if (res.headersSent) res.end();
      else sendStorageError(res, error);
    }
  };
}
