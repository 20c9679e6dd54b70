// The employer's view of one application (issue 34), opened from the link in the notice e-mail
// without an account: the token is the permission, for 14 days, until an admin revokes it. Answers
// the letter, the applicant's contact details, the professional profile's summary and the
// documents sent with it, each through a signed URL valid for 15 minutes, downloading under a name
// the server makes (documentDownloadName), not the applicant's. No rate limit: the token
// has 244 random bits, so trying tokens finds nothing.
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

const SIGNED_URL_SECONDS = 15 * 60;
const requestSchema = v.object({ token: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) });

const SHARE_GONE = {
  unknown: 'Länken finns inte. Kontrollera att du har kopierat hela länken.',
  expired: 'Länken har gått ut. Kontakta oss om du behöver se ansökan igen.',
  revoked: 'Länken har återkallats. Kontakta oss om du behöver se ansökan.',
};

Deno.serve(
  serveJson('application-share', async (req) => {
    const parsed = v.safeParse(requestSchema, await readJson(req, BODY_LIMIT_BYTES));
    if (!parsed.success) throw new HttpError(404, SHARE_GONE.unknown);
    const db = serviceClient();
    const { data: share, error } = await db
      .from('application_shares')
      .select('application_id, expires_at, revoked_at')
      .eq('token', parsed.output.token)
      .maybeSingle();
    if (error) throw new Error(`reading the link failed: ${error.message}`);
    if (!share) throw new HttpError(404, SHARE_GONE.unknown);
    if (share.revoked_at) throw new HttpError(410, SHARE_GONE.revoked);
    if (Date.parse(share.expires_at) <= Date.now()) throw new HttpError(410, SHARE_GONE.expired);

    const { data: application, error: readError } = await db
      .from('job_applications')
      .select(
        'applicant_id, applicant_name, applicant_email, applicant_phone, job_title, employer_name, cover_letter, created_at, application_documents(kind, mime_type, size_bytes, object_path)',
      )
      .eq('id', share.application_id)
      .single();
    if (readError) throw new Error(`reading the application failed: ${readError.message}`);
    const { data: stored } = await db
      .from('professional_profiles')
      .select('profile')
      .eq('user_id', application.applicant_id)
      .maybeSingle();
    const profile = stored ? v.safeParse(professionalProfileSchema, stored.profile) : null;
    const documents = await Promise.all(
      application.application_documents.map(
        async (document: {
          kind: DocumentKind;
          mime_type: string;
          size_bytes: number;
          object_path: string;
        }) => {
          const fileName = documentDownloadName({
            personName: application.applicant_name,
            kind: document.kind,
            date: new Date(application.created_at),
            mimeType: document.mime_type,
          });
          const { data, error: signError } = await db.storage
            .from(DOCUMENTS_BUCKET)
            .createSignedUrl(document.object_path, SIGNED_URL_SECONDS);
          if (signError)
            throw new Error(`signing ${document.object_path} failed: ${signError.message}`);
          return {
            kind: document.kind,
            fileName,
            sizeBytes: document.size_bytes,
            // Added here, encoded once: storage-js's `download` option encodes it twice, which
            // turns "–" or "å" into "%E2%80%93" in the saved file's name.
            url: `${data.signedUrl}&download=${encodeURIComponent(fileName)}`,
          };
        },
      ),
    );
    return json(200, {
      application: {
        jobTitle: application.job_title,
        employerName: application.employer_name,
        applicantName: application.applicant_name,
        applicantEmail: application.applicant_email,
        applicantPhone: application.applicant_phone,
        coverLetter: application.cover_letter,
        createdAt: application.created_at,
      },
      profile: profile?.success ? professionalSummaryLines(profile.output) : [],
      documents,
      expiresAt: share.expires_at,
    });
  }),
);
