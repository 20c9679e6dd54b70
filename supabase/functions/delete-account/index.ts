// Deletes the caller's account (GDPR, "Radera mitt konto" on /profile): the password is checked
// against Auth first, then auth.admin.deleteUser removes the auth user, and every personal row
// goes with it (on delete cascade: profile, applications and their queued e-mails, saved jobs,
// roles). Applications are deleted, not anonymised, as the privacy page says. Stored files are
// not rows (Storage refuses SQL deletes of its objects), so every object under the user's folder
// in the documents bucket is removed through the Storage API first.
import { createClient } from '@supabase/supabase-js';
import * as v from 'valibot';
import { removeUserObjects } from '../_server/documents.ts';
import { clientAddress, HttpError, json, readJson, serveJson } from '../_server/http.ts';
import { callBuckets, enforceRateLimit, TOO_MANY_REQUESTS } from '../_server/rate-limit.ts';
import { BODY_LIMIT_BYTES, serviceRoleKey, supabaseUrl } from '../_server/settings.ts';
import { requireUser, serviceClient } from '../_server/supabase.ts';
import {
  deleteAccountSchema,
  fieldErrors,
  WRONG_PASSWORD_MESSAGE,
} from '../_shared/schemas/index.ts';

/**
 * True when Auth accepts the password for this e-mail (a throwaway client, no session kept).
 * The check is the function's own call, made with the service-role key: Auth's per-address
 * sign-in limit would otherwise count it against the functions' shared address, so other
 * people's failed sign-ins could refuse this account's deletion. Guessing is bounded
 * by this function's own limits per account and per caller address instead. Should Auth still
 * refuse with a limit, the caller is told to wait (429), never "something went wrong".
 */
async function passwordMatches(email: string, password: string): Promise<boolean> {
  const client = createClient(supabaseUrl(), serviceRoleKey(), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error?.code === 'invalid_credentials') return false;
  if (error?.status === 429)
    throw new HttpError(429, TOO_MANY_REQUESTS, { retryAfterSeconds: 60 }, { 'Retry-After': '60' });
  if (error) throw new Error(`checking the password failed: ${error.code} ${error.message}`);
  // The check's own session is not needed; the user is about to be deleted with it anyway.
  await client.auth.signOut({ scope: 'local' });
  return data.user?.id !== undefined;
}

/** The database refuses to delete the last admin (user_roles' trigger): say so before trying. */
async function isLastAdmin(userId: string): Promise<boolean> {
  const { data, error } = await serviceClient()
    .from('user_roles')
    .select('user_id')
    .eq('role', 'admin');
  if (error) throw new Error(`reading the admin roles failed: ${error.message}`);
  return data.length === 1 && data[0]?.user_id === userId;
}

Deno.serve(
  serveJson('delete-account', async (req) => {
    const user = await requireUser(req);
    await enforceRateLimit(
      callBuckets('delete-account', { address: clientAddress(req), userId: user.id }),
    );
    const parsed = v.safeParse(deleteAccountSchema, await readJson(req, BODY_LIMIT_BYTES));
    if (!parsed.success) {
      throw new HttpError(400, 'Ogiltig förfrågan.', { fields: fieldErrors(parsed.issues) });
    }
    if (!user.email || !(await passwordMatches(user.email, parsed.output.password))) {
      throw new HttpError(403, WRONG_PASSWORD_MESSAGE, {
        fields: { password: WRONG_PASSWORD_MESSAGE },
      });
    }
    if (await isLastAdmin(user.id)) {
      throw new HttpError(
        409,
        'Kontot är det enda administratörskontot och kan inte raderas. Gör någon annan till admin först.',
      );
    }
    await removeUserObjects(user.id);
    const { error } = await serviceClient().auth.admin.deleteUser(user.id);
    if (error) throw new Error(`deleting the user failed: ${error.message}`);
    return json(200, { ok: true });
  }),
);
