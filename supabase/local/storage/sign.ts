// Signed URLs: made as the caller (they must see the row), opened by anyone holding the token
// until it expires. The token is HS256 `{url: "<bucket>/<path>", iat, exp}` with the JWT secret.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../body.ts';
import { identify, signUrlToken, verifyToken } from './caller.ts';
import { sendObject } from './download.ts';
import { storageErrors } from './errors.ts';
import type { StorageContext } from './index.ts';
import { readRow, visibleNames } from './objects.ts';
import { checkKey } from './upload.ts';

function decodePath(segments: string[]): { bucket: string; name: string } {
  const [bucket = '', ...path] = segments;
  return { bucket: decodeURIComponent(bucket), name: decodeURIComponent(path.join('/')) };
}

async function expiresInOf(
  req: IncomingMessage,
): Promise<{ expiresIn: number; body: Record<string, unknown> }> {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse((await readBody(req)).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    throw storageErrors.invalidRequest('Body is not valid JSON');
  }
  const expiresIn = body.expiresIn;
  if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn < 1) {
    throw storageErrors.invalidRequest('body/expiresIn must be >= 1');
  }
  return { expiresIn, body };
}

/** POST /object/sign/{bucket}/{path} → `{signedURL}`, relative to /storage/v1. */
export async function signOne(ctx: StorageContext, req: IncomingMessage, segments: string[]) {
  const caller = await identify(req, ctx.config.jwtSecret);
  const { bucket, name } = decodePath(segments);
  const { expiresIn } = await expiresInOf(req);
  checkKey(name);
  await readRow(ctx.db, caller, bucket, name);
  const token = await signUrlToken(`${bucket}/${name}`, expiresIn, ctx.config.jwtSecret);
  return { signedURL: `/object/sign/${bucket}/${name}?token=${token}` };
}

/** POST /object/sign/{bucket} `{expiresIn, paths}` → one entry per path, in order. */
export async function signMany(ctx: StorageContext, req: IncomingMessage, bucketSegment: string) {
  const caller = await identify(req, ctx.config.jwtSecret);
  const bucket = decodeURIComponent(bucketSegment);
  const { expiresIn, body } = await expiresInOf(req);
  const paths = body.paths;
  if (
    !Array.isArray(paths) ||
    paths.length < 1 ||
    paths.length > 1000 ||
    !paths.every((p) => typeof p === 'string')
  ) {
    throw storageErrors.invalidRequest('body/paths must NOT have fewer than 1 items');
  }
  const visible = await visibleNames(ctx.db, caller, bucket, paths as string[]);
  return Promise.all(
    (paths as string[]).map(async (path) =>
      visible.has(path)
        ? {
            error: null,
            path,
            signedURL: `/object/sign/${bucket}/${path}?token=${await signUrlToken(`${bucket}/${path}`, expiresIn, ctx.config.jwtSecret)}`,
          }
        : {
            error: 'Either the object does not exist or you do not have access to it',
            path,
            signedURL: null,
          },
    ),
  );
}

/** GET /object/sign/{bucket}/{path}?token=: no auth; the token names the path and the expiry. */
export async function signedDownload(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  segments: string[],
) {
  const { bucket, name } = decodePath(segments);
  let claims: { url?: unknown; exp?: number };
  try {
    claims = await verifyToken(url.searchParams.get('token') ?? '', ctx.config.jwtSecret);
  } catch (error) {
    throw storageErrors.invalidJwt((error as Error).message);
  }
  if (claims.url !== `${bucket}/${name}`) throw storageErrors.invalidSignature();
  const row = await readRow(ctx.db, null, bucket, name);
  await sendObject(res, ctx.files, bucket, row, {
    range: req.headers.range,
    download: url.searchParams.get('download'),
    extra: claims.exp ? { Expires: new Date(claims.exp * 1000).toUTCString() } : {},
  });
}
