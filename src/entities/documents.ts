// The doctor's documents (docs/storage.md): files in the private `documents` bucket
// under `<user id>/<document id>`, filed in profile_documents by register-document once their
// bytes are checked. Shared by /profile, the apply dialog and "Ladda ner mina uppgifter".
import {
  DOCUMENT_MAX_BYTES,
  documentMessages,
  documentProblem,
  MAGIC_BYTES_NEEDED,
} from '@shared/documents/file-check';
import type { DocumentKind } from '@shared/schemas';
import { queryOptions } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';

export type ProfileDocument = Database['public']['Tables']['profile_documents']['Row'];

export const DOCUMENTS_BUCKET = 'documents';

export const documentPath = (userId: string, documentId: string) => `${userId}/${documentId}`;

/** A refusal the doctor can act on (wrong type, too large, …), in Swedish. */
export class DocumentRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentRefused';
  }
}

export async function fetchDocuments(userId: string): Promise<ProfileDocument[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('profile_documents')
    .select('*')
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export const documentsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['documents', userId],
    queryFn: () => fetchDocuments(userId),
    // A restored cache may predate the last change (the persister writes with a delay): recheck.
    staleTime: 0,
  });

/** The quick check before uploading; the server checks the stored bytes again. */
export async function localDocumentProblem(file: File): Promise<string | null> {
  if (file.size > DOCUMENT_MAX_BYTES) return documentMessages.tooLarge;
  const head = new Uint8Array(await file.slice(0, MAGIC_BYTES_NEEDED).arrayBuffer());
  return documentProblem(file.size, file.type, head);
}

/** The message in a function's or Storage's refusal, or null for a network failure. */
async function refusalMessage(error: unknown): Promise<string | null> {
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    const body = (await context.json().catch(() => ({}))) as { error?: string };
    return body.error ?? null;
  }
  const { statusCode, message } = error as { statusCode?: unknown; message?: unknown };
  // The database's own refusals (the quota) come with their Swedish reason.
  if (Object.values(documentMessages).some((known) => known === message)) return message as string;
  if (statusCode === '413') return documentMessages.tooLarge;
  if (statusCode === '415') return documentMessages.wrongType;
  return null;
}

const UPLOAD_FAILED = 'Filen kunde inte laddas upp. Kontrollera anslutningen och försök igen.';

export async function uploadDocument(input: {
  userId: string;
  file: File;
  kind: DocumentKind;
}): Promise<ProfileDocument> {
  const problem = await localDocumentProblem(input.file);
  if (problem) throw new DocumentRefused(problem);
  const supabase = await getSupabase();
  const id = crypto.randomUUID();
  const uploaded = await supabase.storage
    .from(DOCUMENTS_BUCKET)
    .upload(documentPath(input.userId, id), input.file, { contentType: input.file.type });
  if (uploaded.error) {
    const message = await refusalMessage(uploaded.error);
    throw message ? new DocumentRefused(message) : new Error(UPLOAD_FAILED);
  }
  const { data, error } = await supabase.functions.invoke<{ document: ProfileDocument }>(
    'register-document',
    { body: { id, kind: input.kind, fileName: input.file.name } },
  );
  if (error || !data) {
    const message = await refusalMessage(error);
    throw message ? new DocumentRefused(message) : new Error(UPLOAD_FAILED);
  }
  return { ...data.document, user_id: input.userId };
}

/** The record first (so nothing lists a missing file), then the bytes. */
export async function deleteDocument(document: ProfileDocument): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('profile_documents').delete().eq('id', document.id);
  if (error) throw error;
  const removed = await supabase.storage
    .from(DOCUMENTS_BUCKET)
    .remove([documentPath(document.user_id, document.id)]);
  if (removed.error) throw removed.error;
}

/** A short-lived link that downloads the file under its own name. */
export async function documentDownloadUrl(path: string, fileName: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage
    .from(DOCUMENTS_BUCKET)
    .createSignedUrl(path, 60, { download: fileName });
  if (error) throw error;
  return data.signedUrl;
}

/** The file itself (for the ZIP of "Ladda ner mina uppgifter"). */
export async function downloadDocument(path: string): Promise<Blob> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage.from(DOCUMENTS_BUCKET).download(path);
  if (error) throw error;
  return data;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}
