// Saves the caller's professional profile after validating it with the form's own
// schema: a bad value is a 400 with the field's Swedish message, and nothing is stored.
import * as v from 'valibot';
import { HttpError, json, readJson, serveJson } from '../_server/http.ts';
import { BODY_LIMIT_BYTES } from '../_server/settings.ts';
import { requireUser, serviceClient } from '../_server/supabase.ts';
import { fieldErrors, professionalProfileSchema } from '../_shared/schemas/index.ts';

Deno.serve(
  serveJson('save-professional-profile', async (req) => {
    const user = await requireUser(req);
    const parsed = v.safeParse(professionalProfileSchema, await readJson(req, BODY_LIMIT_BYTES));
    if (!parsed.success) {
      throw new HttpError(400, 'Profilen innehåller fel.', { fields: fieldErrors(parsed.issues) });
    }
    const { error } = await serviceClient()
      .from('professional_profiles')
      .upsert({ user_id: user.id, profile: parsed.output, updated_at: new Date().toISOString() });
    if (error) throw new Error(`saving the profile failed: ${error.message}`);
    return json(200, { profile: parsed.output });
  }),
);
