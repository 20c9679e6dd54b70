// POST/PUT /object/{bucket}/{path}: hosted Storage's upload in its order of checks (docs/storage.md),
// a little stricter (type, key length, Cache-Control) and sniffing the bytes of every write for a
// bucket with an allow-list. The body streams to a staging file: multipart (storage-js sends a File
// or Blob so, the file under field "" after the text fields) or raw bytes with their Content-Type.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Database } from '../db/index.ts';
import type { Caller } from './caller.ts';
import { storageErrors } from './errors.ts';
import type { FileStore, StagedFile } from './files.ts';
import { type Bucket, saveRow, testWrite } from './objects.ts';
import { SNIFF_BYTES, sniffType } from './sniff.ts';

/** Hosted's key rule (storage/limits.ts): ASCII letters, digits and a few signs, never empty. */
const KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/;
/** S3's limit on a key; longer ones would not fit the (bucket_id, name) index either. */
const KEY_MAX_BYTES = 1024;

export function checkKey(name: string): void {
  if (Buffer.byteLength(name) > KEY_MAX_BYTES) throw storageErrors.keyTooLong(KEY_MAX_BYTES);
  if (!KEY.test(name)) throw storageErrors.invalidKey(name);
}

/** `type/subtype` and nothing else: no parameters, no third piece, nothing for a header to split. */
const MIME_TYPE = /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*$/;

/** The type against the bucket's list: `type/subtype` exactly, or `type/*`. */
export function checkMimeType(bucket: Bucket, mimetype: string): void {
  if (!MIME_TYPE.test(mimetype)) throw storageErrors.mimeType(mimetype);
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = mimetype.split('/');
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (!ok) throw storageErrors.mimeType(mimetype);
}

interface IncomingFile {
  stream: Readable;
  mimetype: string;
  cacheControl: string;
}

/** Cache-Control as storage-js sends it (`max-age=<seconds>`) or a plain directive list. */
const CACHE_CONTROL = /^[a-z-]+(=[0-9]{1,10})?(, ?[a-z-]+(=[0-9]{1,10})?)*$/i;

function checkCacheControl(value: string): void {
  if (value.length > 200 || !CACHE_CONTROL.test(value)) {
    throw storageErrors.invalidRequest(
      'Invalid cache-control: expected directives such as max-age=<seconds>',
    );
  }
}

/**
 * What the object is stored as: for a bucket with an allow-list, the type its bytes show, which
 * must be allowed (a PDF's key upserted with HTML or an .exe is refused, whatever it declares).
 */
function storedType(bucket: Bucket, declared: string, head: Uint8Array): string {
  if (!bucket.allowed_mime_types?.length) return declared;
  const sniffed = sniffType(head, declared) ?? 'application/octet-stream';
  checkMimeType(bucket, sniffed);
  return sniffed;
}

/** The file part of a multipart body, after the text fields that precede it. */
function multipartFile(req: IncomingMessage): Promise<IncomingFile> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const parser = busboy({ headers: req.headers, limits: { files: 1 } });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      resolve({
        stream,
        mimetype: fields.contentType || info.mimeType || 'application/octet-stream',
        cacheControl: fields.cacheControl ? `max-age=${fields.cacheControl}` : 'no-cache',
      });
    });
    parser.on('error', (error) => reject(storageErrors.invalidRequest((error as Error).message)));
    parser.on('close', () => reject(storageErrors.invalidRequest('No file in the request')));
    req.pipe(parser);
  });
}

export interface UploadTarget {
  bucket: Bucket;
  name: string;
  upsert: boolean;
  /** The smaller of the global and the bucket's limit, in bytes. */
  limit: number;
}

export async function receiveUpload(
  db: Database,
  files: FileStore,
  req: IncomingMessage,
  caller: Caller,
  target: UploadTarget,
): Promise<{ Id: string; Key: string }> {
  const isMultipart = /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');
  const length = Number(req.headers['content-length'] ?? 0);
  const incoming: IncomingFile = isMultipart
    ? await multipartFile(req)
    : {
        stream: req,
        mimetype: req.headers['content-type'] || 'application/octet-stream',
        cacheControl: req.headers['cache-control'] || 'no-cache',
      };
  try {
    checkMimeType(target.bucket, incoming.mimetype);
    checkCacheControl(incoming.cacheControl);
    if (!isMultipart && length > target.limit) throw storageErrors.tooLarge();
    checkKey(target.name);
    await testWrite(db, caller, {
      bucket: target.bucket.id,
      name: target.name,
      upsert: target.upsert,
      mimetype: incoming.mimetype,
      length,
    });
  } catch (error) {
    // Refused before the bytes: let the rest of the body drain so the answer reaches the client.
    incoming.stream.resume();
    throw error;
  }

  const staged: StagedFile = await files.stage(incoming.stream, target.limit, SNIFF_BYTES);
  const version = randomUUID();
  try {
    if (staged.truncated) throw storageErrors.tooLarge();
    const mimetype = storedType(target.bucket, incoming.mimetype, staged.head);
    await files.commit(staged, target.bucket.id, version);
    const saved = await saveRow(db, caller, {
      bucket: target.bucket.id,
      name: target.name,
      version,
      upsert: target.upsert,
      metadata: {
        eTag: `"${staged.md5}"`,
        size: staged.size,
        mimetype,
        cacheControl: incoming.cacheControl,
        lastModified: new Date().toISOString(),
        contentLength: staged.size,
        httpStatusCode: 200,
      },
    }).catch(async (error: unknown) => {
      await files.remove(target.bucket.id, version);
      throw error;
    });
    await files.remove(target.bucket.id, saved.replaced);
    return { Id: saved.id, Key: `${target.bucket.id}/${target.name}` };
  } finally {
    await files.discard(staged);
  }
}
