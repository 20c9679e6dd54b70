// The bytes of stored objects, under the data folder: <root>/<bucket>/<version>. Every write is a
// new version, so a row always names complete bytes; uploads stream to a temporary file first.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StagedFile {
  path: string;
  size: number;
  /** Hex MD5 of the bytes (hosted's file backend's eTag). */
  md5: string;
  /** True when the body went past the limit; the file then holds only a part. */
  truncated: boolean;
  /** The first bytes (up to the `headBytes` asked for), for the content sniff. */
  head: Uint8Array;
}

const SAFE_SEGMENT = /^[A-Za-z0-9_.-]+$/;

export class FileStore {
  constructor(private readonly root: string) {}

  private objectPath(bucket: string, version: string): string {
    // Bucket ids and versions are checked before they name a path; nothing else ever does.
    if (!SAFE_SEGMENT.test(bucket) || !SAFE_SEGMENT.test(version)) {
      throw new Error(`unsafe storage path ${bucket}/${version}`);
    }
    return join(this.root, bucket, version);
  }

  /**
   * Streams `body` to a temporary file, counting and hashing on the way. Past `limit` bytes it
   * stops writing and marks the file truncated (the caller drains or drops the rest).
   */
  async stage(body: Readable, limit: number, headBytes = 0): Promise<StagedFile> {
    const dir = join(this.root, '.staging');
    await mkdir(dir, { recursive: true });
    const path = join(dir, randomUUID());
    const hash = createHash('md5');
    let size = 0;
    let truncated = false;
    let head = Buffer.alloc(0);
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (truncated) return done();
        if (size + chunk.length > limit) {
          truncated = true;
          return done();
        }
        size += chunk.length;
        hash.update(chunk);
        if (head.length < headBytes) {
          head = Buffer.concat([head, chunk.subarray(0, headBytes - head.length)]);
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(body, meter, createWriteStream(path));
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    return { path, size, md5: hash.digest('hex'), truncated, head };
  }

  /** Moves a staged file into place as `version` of an object. */
  async commit(staged: StagedFile, bucket: string, version: string): Promise<void> {
    const target = this.objectPath(bucket, version);
    await mkdir(join(this.root, bucket), { recursive: true });
    await rename(staged.path, target);
  }

  async discard(staged: StagedFile): Promise<void> {
    await rm(staged.path, { force: true });
  }

  async duplicate(bucket: string, version: string, toBucket: string, toVersion: string) {
    await mkdir(join(this.root, toBucket), { recursive: true });
    await copyFile(this.objectPath(bucket, version), this.objectPath(toBucket, toVersion));
  }

  /** Size on disk, or null when the bytes are missing. */
  async size(bucket: string, version: string): Promise<number | null> {
    try {
      return (await stat(this.objectPath(bucket, version))).size;
    } catch {
      return null;
    }
  }

  read(bucket: string, version: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.objectPath(bucket, version), range);
  }

  async remove(bucket: string, version: string | null): Promise<void> {
    if (version) await rm(this.objectPath(bucket, version), { force: true });
  }
}
