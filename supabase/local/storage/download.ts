// Sends an object's bytes from disk as hosted Storage's renderer does: stored Content-Type and
// Cache-Control, ETag, Last-Modified, one byte range (206), `?download` as an attachment.
import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { storageErrors } from './errors.ts';
import type { FileStore } from './files.ts';
import type { ObjectRow } from './objects.ts';

function attachment(name: string, download: string | null): Record<string, string> {
  if (download === null) return {};
  const fileName = download || name.split('/').pop() || name;
  const encoded = encodeURIComponent(fileName);
  return {
    'Content-Disposition': `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`,
  };
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within the size; anything else is the whole object. */
function byteRange(header: string | undefined, size: number) {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || size === 0 || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end ? { start, end } : null;
}

export async function sendObject(
  res: ServerResponse,
  files: FileStore,
  bucket: string,
  row: ObjectRow,
  options: { range?: string; download: string | null; extra?: Record<string, string> },
): Promise<void> {
  const size = row.version ? await files.size(bucket, row.version) : null;
  if (size === null || !row.version) throw storageErrors.bytesMissing();
  const metadata = row.metadata;
  const mimetype = metadata?.mimetype ?? 'application/octet-stream';
  const headers: Record<string, string | number> = {
    'Content-Type': mimetype === 'text/html' ? 'text/plain' : mimetype,
    'Cache-Control': metadata?.cacheControl ?? 'no-cache',
    ETag: metadata?.eTag ?? '',
    'Last-Modified': new Date(metadata?.lastModified ?? row.updated_at).toUTCString(),
    'Accept-Ranges': 'bytes',
    'X-Robots-Tag': 'none',
    ...attachment(row.name, options.download),
    ...options.extra,
  };
  const range = byteRange(options.range, size);
  if (range) {
    res.writeHead(206, {
      ...headers,
      'Content-Length': range.end - range.start + 1,
      'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
    });
  } else {
    res.writeHead(200, { ...headers, 'Content-Length': size });
  }
  if (res.req?.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(files.read(bucket, row.version, range ?? undefined), res);
}
