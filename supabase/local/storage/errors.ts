// Hosted Storage's error answers: HTTP 400 for every refusal (a "legacy decision", supabase/storage
// #323) with the real status as a string in the body, 500 for the stand-in's own failures.
import type { ServerResponse } from 'node:http';
import { sendJson } from '../body.ts';

export class StorageError extends Error {
  constructor(
    /** The status hosted Storage puts in `statusCode` (as a string). */
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

/** The cases of docs/storage.md, with hosted Storage's exact texts. */
export const storageErrors = {
  accessDenied: (message = 'new row violates row-level security policy') =>
    new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  duplicate: () =>
    new StorageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  tooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  mimeType: (mimetype: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      'invalid_mime_type',
      `mime type ${mimetype} is not supported`,
    ),
  invalidKey: (key: string) =>
    new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  keyTooLong: (maxBytes: number) =>
    new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: longer than ${maxBytes} bytes`),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', 'InvalidJWT', message),
  invalidSignature: () =>
    new StorageError(400, 'InvalidSignature', 'InvalidSignature', 'Invalid signature'),
  bytesMissing: () => new StorageError(404, 'NoSuchKey', 'Not found', 'The resource was not found'),
  invalidRequest: (message: string) =>
    new StorageError(400, 'InvalidRequest', 'Bad Request', message),
};

export function sendStorageError(res: ServerResponse, error: StorageError): void {
  sendJson(res, 400, {
    statusCode: String(error.statusCode),
    error: error.error,
    message: error.message,
    code: error.code,
  });
}

const POLICY_REFUSAL = /^(new row violates row-level security policy|permission denied)/;

/**
 * SQLSTATEs of the caller's permission test, as hosted maps them (storage/database/errors.ts). A
 * policy's or grant's refusal gets hosted's text; a trigger's (a quota, a filed document) keeps
 * its own reason.
 */
export function fromDatabaseError(error: unknown): StorageError | null {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === '42501') {
    const own = typeof message === 'string' && !POLICY_REFUSAL.test(message);
    return own ? storageErrors.accessDenied(message) : storageErrors.accessDenied();
  }
  if (code === '23505') return storageErrors.duplicate();
  return null;
}
