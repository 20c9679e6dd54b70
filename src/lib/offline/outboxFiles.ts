// Files that wait in the outbox with an application: before the application is sent,
// each is uploaded to the documents bucket under its own id and filed by register-document, both
// idempotent (upsert of the same bytes; a second registration finds the row), so a replay after a
// lost answer files each file once. A refusal (wrong type, too large) refuses the application,
// which then keeps its letter for the doctor to fix; nothing half-sent reaches the employer.
import { documentMessages } from '@shared/documents/file-check';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types';
import type { AttachedFile } from './db';
import { type DeliveryOutcome, UNREACHABLE_REASON } from './outboxOutcome';

type Client = SupabaseClient<Database>;

const REFUSED: Record<string, string> = {
  '413': documentMessages.tooLarge,
  '415': documentMessages.wrongType,
};

function refused(file: AttachedFile, reason: string): DeliveryOutcome {
  return {
    kind: 'rejected',
    code: '400',
    reason: `${file.name}: ${reason}`,
    retryable: false,
  };
}

/** The ids of the filed documents, or the outcome that stops the application for now. */
export async function fileAttachedFiles(
  client: Client,
  applicantId: string,
  files: AttachedFile[],
): Promise<string[] | DeliveryOutcome> {
  for (const file of files) {
    const uploaded = await client.storage
      .from('documents')
      .upload(`${applicantId}/${file.id}`, file.blob, { upsert: true, contentType: file.type });
    if (uploaded.error) {
      const { statusCode = '', message } = uploaded.error as {
        statusCode?: string;
        message?: string;
      };
      // The database's own refusals (the quota) come with their Swedish reason.
      const known = Object.values(documentMessages).find((text) => text === message);
      const reason = known ?? REFUSED[statusCode];
      if (reason) return refused(file, reason);
      return { kind: 'retry', reason: UNREACHABLE_REASON };
    }
    const { error } = await client.functions.invoke('register-document', {
      body: { id: file.id, kind: file.kind, fileName: file.name },
    });
    if (error) {
      const context = (error as { context?: unknown }).context;
      if (context instanceof Response && context.status === 400) {
        const body = (await context.json().catch(() => ({}))) as { error?: string };
        return refused(file, body.error ?? 'Filen togs inte emot.');
      }
      return { kind: 'retry', reason: UNREACHABLE_REASON };
    }
  }
  return files.map((file) => file.id);
}
