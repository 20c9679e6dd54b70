// The mail sink's messages: one JSON file each in <dataDir>/mail/, named after the sender's
// Idempotency-Key when it gave one, so a repeated send finds the first.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SendAttachment } from './send.ts';

export interface StoredMessage {
  id: string;
  idempotencyKey: string | null;
  createdAt: string;
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  /** Extra header lines the sender asked for (List-Unsubscribe …); absent in older messages. */
  headers?: Record<string, string>;
  /** Files sent with it (base64); absent in older messages. */
  attachments?: SendAttachment[];
  /** none: no SMTP relay configured; sent / failed: the last relay attempt. */
  relay: 'none' | 'sent' | 'failed';
  relayError: string | null;
}

const ID = /^[a-f0-9-]{32,36}$/;

export class MailStore {
  constructor(private readonly dir: string) {}

  idFor(idempotencyKey: string | null): string {
    if (!idempotencyKey) return randomUUID();
    return createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);
  }

  private file(id: string): string {
    return join(this.dir, `${id}.json`);
  }

  async get(id: string): Promise<StoredMessage | null> {
    if (!ID.test(id)) return null;
    try {
      return JSON.parse(await readFile(this.file(id), 'utf8')) as StoredMessage;
    } catch {
      return null;
    }
  }

  /** Written to a temporary file first, so a crash never leaves half a message. */
  async save(message: StoredMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const tmp = `${this.file(message.id)}.${process.pid}.tmp`;
    await writeFile(tmp, JSON.stringify(message));
    await rename(tmp, this.file(message.id));
  }

  /** Newest first. */
  async list(): Promise<StoredMessage[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const messages = await Promise.all(
      names.filter((name) => name.endsWith('.json')).map((name) => this.get(name.slice(0, -5))),
    );
    return messages
      .filter((message): message is StoredMessage => message !== null)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  async clear(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}
