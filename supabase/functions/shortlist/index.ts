// The shortlist an employer answers, /kortlista/<token>, without an account: the token is the
// permission, until the link expires (14 days) or an admin revokes it. `{ token }` answers the job
// and its presented candidates side by side (name, profile summary, letter, any answer given);
// `{ token, applicationId, answer, comment }` records "Vill träffa" or "Inte aktuell" for one
// of them, which moves the candidate's stage and e-mails the provider (public.answer_shortlist).
// A candidate who withdrew is no longer on it. No rate limit: the token has 244 random bits.
import * as v from 'valibot';
import { HttpError, json, readJson, serveJson } from '../_server/http.ts';
import { deliverQueuedEmail } from '../_server/queue.ts';
import { BODY_LIMIT_BYTES } from '../_server/settings.ts';
import { serviceClient } from '../_server/supabase.ts';
import {
  professionalProfileSchema,
  professionalSummaryLines,
  shortlistRequestSchema,
} from '../_shared/schemas/index.ts';

type Closed = 'unknown' | 'revoked' | 'expired';

const CLOSED: Record<Closed, { status: number; message: string }> = {
  unknown: {
    status: 404,
    message: 'Länken finns inte. Kontrollera att du har kopierat hela länken.',
  },
  expired: {
    status: 410,
    message: 'Länken har gått ut. Kontakta oss om du vill se kandidaterna igen.',
  },
  revoked: { status: 410, message: 'Länken har återkallats. Kontakta oss om du har frågor.' },
};

function refuse(state: Closed): never {
  throw new HttpError(CLOSED[state].status, CLOSED[state].message, { reason: state });
}

interface Candidate {
  applicationId: string;
  name: string;
  coverLetter: string;
  profile: unknown;
  answer: string | null;
  comment: string | null;
}

type View =
  | { state: Closed }
  | {
      state: 'open';
      expiresAt: string;
      message: string | null;
      job: { title: string; employerName: string; location: string };
      candidates: Candidate[];
    };

Deno.serve(
  serveJson('shortlist', async (req) => {
    const parsed = v.safeParse(shortlistRequestSchema, await readJson(req, BODY_LIMIT_BYTES));
    if (!parsed.success) {
      // A body without a well-formed token names no list at all.
      const named = v.safeParse(
        v.object({ token: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) }),
        parsed.output,
      );
      if (!named.success) refuse('unknown');
      throw new HttpError(400, parsed.issues[0]?.message ?? 'Svaret kunde inte läsas.');
    }
    const db = serviceClient();
    const request = parsed.output;
    if ('answer' in request) {
      const { data, error } = await db.rpc('answer_shortlist', {
        token: request.token,
        application: request.applicationId,
        answer: request.answer,
        comment: request.comment ?? null,
      });
      if (error) throw new Error(`recording the answer failed: ${error.message}`);
      if (data === 'not-on-list') {
        throw new HttpError(404, 'Kandidaten finns inte längre på listan.', { reason: data });
      }
      if (data !== 'answered') refuse(data as Closed);
      // The provider's e-mail goes now; a failure leaves it to the retry worker.
      await deliverQueuedEmail({ job_application_id: request.applicationId });
      return json(200, { answered: true });
    }
    const { data, error } = await db.rpc('shortlist_view', { token: request.token });
    if (error) throw new Error(`reading the shortlist failed: ${error.message}`);
    const view = data as View;
    if (view.state !== 'open') refuse(view.state);
    return json(200, {
      job: view.job,
      message: view.message,
      expiresAt: view.expiresAt,
      candidates: view.candidates.map((candidate) => {
        const profile = candidate.profile
          ? v.safeParse(professionalProfileSchema, candidate.profile)
          : null;
        return {
          applicationId: candidate.applicationId,
          name: candidate.name,
          coverLetter: candidate.coverLetter,
          profile: profile?.success ? professionalSummaryLines(profile.output) : [],
          answer: candidate.answer,
          comment: candidate.comment,
        };
      }),
    });
  }),
);
