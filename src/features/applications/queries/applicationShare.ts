// The employer's link, /ansokan/<token>: the application-share function answers the
// application, or one document's signed URL at the moment it is opened, or why the
// link no longer opens anything (404/410 with a Swedish message and a reason).
import type { DocumentKind } from '@shared/schemas';
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';

export type SharedApplicationData = {
  application: {
    jobTitle: string;
    employerName: string;
    applicantName: string;
    applicantEmail: string;
    applicantPhone: string | null;
    coverLetter: string;
    createdAt: string;
  };
  profile: { label: string; value: string }[];
  documents: { id: string; kind: DocumentKind; fileName: string; sizeBytes: number }[];
  expiresAt: string;
};

/** The link opens nothing any more: unknown, expired, revoked, or the application withdrawn. */
export class ShareGone extends Error {
  constructor(
    message: string,
    readonly withdrawn: boolean,
  ) {
    super(message);
  }
}

async function askShare<T>(body: { token: string; document?: string }, failure: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<T>('application-share', { body });
  if (data && !error) return data;
  const context = (error as { context?: unknown } | null)?.context;
  if (context instanceof Response && (context.status === 404 || context.status === 410)) {
    const answer = (await context.json().catch(() => ({}))) as { error?: string; reason?: string };
    throw new ShareGone(
      answer.error ?? 'Länken gäller inte längre.',
      answer.reason === 'withdrawn',
    );
  }
  throw new Error(failure);
}

/**
 * Kept in memory only (src/lib/queryClient.ts MEMORY_ONLY_QUERY_KEYS): the key holds the link's
 * token and the data another person's letter and contact details.
 */
export const applicationShareQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['application-share', token],
    queryFn: () =>
      askShare<SharedApplicationData>(
        { token },
        'Ansökan kunde inte hämtas. Försök igen om en stund.',
      ),
    retry: (count, error) => !(error instanceof ShareGone) && count < 2,
  });

/** A URL for one document, signed now for a minute: fetched at the click, followed at once. */
export async function sharedDocumentUrl(token: string, document: string): Promise<string> {
  const { url } = await askShare<{ url: string }>(
    { token, document },
    'Dokumentet kunde inte hämtas. Ladda om sidan och försök igen.',
  );
  return url;
}
