// The employer's view of one application, opened from the link in the notice e-mail
// without an account: the token is the permission, for 14 days, until an admin revokes it or the
// applicant withdraws the application. `{ token }` answers the letter, the applicant's contact
// details, the professional profile's summary and the list of documents sent with it;
// `{ token, document }` answers one document's signed URL, made at the click and valid for a
// minute, so a page left open for hours still downloads and a revoked link or withdrawn
// application stops its downloads too. The database decides what a token opens
// (public.application_share). Documents download under a name the server makes
// (documentDownloadName), not the applicant's. No rate limit: the token has 244 random bits, so trying tokens
// finds nothing.
import * as v from 'valibot';
import { DOCUMENTS_BUCKET } from '../_server/documents.ts';
import { HttpError, json, readJson, serveJson } from '../_server/http.ts';
import { BODY_LIMIT_BYTES } from '../_server/settings.ts';
import { serviceClient } from '../_server/supabase.ts';
import { documentDownloadName } from '../_shared/documents/download-name.ts';
import {
  type DocumentKind,
  professionalProfileSchema,
  professionalSummaryLines,
} from '../_shared/schemas/index.ts';

/** Long enough for the browser to follow the URL it was just given, no longer. */
const SIGNED_URL_SECONDS = 60;
const requestSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  document: v.optional(v.pipe(v.string(), v.uuid())),
});

type ShareState = 'unknown' | 'revoked' | 'expired' | 'withdrawn';

const SHARE_GONE: Record<ShareState, { status: number; message: string }> = {
  unknown: {
    status: 404,
    message: 'Länken finns inte. Kontrollera att du har kopierat hela länken.',
  },
  expired: {
    status: 410,
    message: 'Länken har gått ut. Kontakta oss om du behöver se ansökan igen.',
  },
  revoked: {
    status: 410,
    message: 'Länken har återkallats. Kontakta oss om du behöver se ansökan.',
  },
  withdrawn: {
    status: 410,
    message: 'Ansökan har återkallats av den sökande och kan inte längre visas.',
  },
};

interface SharedDocument {
  id: string;
  kind: DocumentKind;
  mimeType: string;
  sizeBytes: number;
  objectPath: string;
}

interface SharedApplication {
  applicantName: string;
  createdAt: string;
  [field: string]: unknown;
}

type Share =
  | { state: ShareState }
  | {
      state: 'open';
      expiresAt: string;
      application: SharedApplication;
      profile: unknown;
      documents: SharedDocument[];
    };

function refuse(state: ShareState): never {
  const gone = SHARE_GONE[state];
  throw new HttpError(gone.status, gone.message, { reason: state });
}

Deno.serve(
  serveJson('application-share', async (req) => {
    const parsed = v.safeParse(requestSchema, await readJson(req, BODY_LIMIT_BYTES));
    if (!parsed.success) refuse('unknown');
    const db = serviceClient();
    const { data, error } = await db.rpc('application_share', { token: parsed.output.token });
    if (error) throw new Error(`reading the link failed: ${error.message}`);
    const share = data as Share;
    if (share.state !== 'open') refuse(share.state);

    const fileName = (document: SharedDocument) =>
      documentDownloadName({
        personName: share.application.applicantName,
        kind: document.kind,
        date: new Date(share.application.createdAt),
        mimeType: document.mimeType,
      });
    const wanted = parsed.output.document;
    if (wanted !== undefined) {
      const document = share.documents.find((candidate) => candidate.id === wanted);
      if (!document) throw new HttpError(404, 'Dokumentet finns inte i ansökan.');
      const { data: signed, error: signError } = await db.storage
        .from(DOCUMENTS_BUCKET)
        .createSignedUrl(document.objectPath, SIGNED_URL_SECONDS);
      if (signError) throw new Error(`signing ${document.objectPath} failed: ${signError.message}`);
      // Added here, encoded once: storage-js's `download` option encodes it twice, which turns
      // "–" or "å" into "%E2%80%93" in the saved file's name.
      const download = encodeURIComponent(fileName(document));
      return json(200, { url: `${signed.signedUrl}&download=${download}` });
    }

    const profile = share.profile ? v.safeParse(professionalProfileSchema, share.profile) : null;
    return json(200, {
      application: share.application,
      profile: profile?.success ? professionalSummaryLines(profile.output) : [],
      documents: share.documents.map((document) => ({
        id: document.id,
        kind: document.kind,
        fileName: fileName(document),
        sizeBytes: document.sizeBytes,
      })),
      expiresAt: share.expiresAt,
    });
  }),
);
