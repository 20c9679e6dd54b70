// Unsubscribe from a Bevakning, no sign-in: the alert's secret token turns its e-mail off. Only a
// POST changes anything: the mail client's one-click (List-Unsubscribe-Post, RFC 8058) and the
// app's confirmation page, answered in JSON. GET, the link in the e-mail, only redirects to that
// page: mail scanners (Safe Links, gateways) open every link of a mail, and must not unsubscribe.
// A redirect because hosted Edge Functions serve no HTML (they rewrite text/html to text/plain).

import { corsHeaders, json, SOMETHING_WENT_WRONG } from '../_server/http.ts';
import { siteUrl } from '../_server/settings.ts';
import { serviceClient } from '../_server/supabase.ts';
import { UNSUBSCRIBE_TOKEN } from '../_shared/schemas/job-alert.ts';

/** True when the token named an alert (now off, or off already). */
async function turnOff(token: string | null): Promise<boolean> {
  if (!token || !UNSUBSCRIBE_TOKEN.test(token)) return false;
  const { data, error } = await serviceClient()
    .from('job_alerts')
    .update({ frequency: 'off' })
    .eq('unsubscribe_token', token)
    .select('id');
  if (error) throw new Error(error.message);
  return (data?.length ?? 0) > 0;
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const token = new URL(req.url).searchParams.get('token');
  if (req.method === 'GET') {
    const page = `${siteUrl()}/alerts/unsubscribe?token=${encodeURIComponent(token ?? '')}`;
    return new Response(null, { status: 303, headers: { Location: page } });
  }
  if (req.method !== 'POST') return json(405, { error: 'Endast GET och POST stöds.' });
  try {
    return (await turnOff(token))
      ? json(200, { ok: true })
      : json(404, { error: 'Länken är ogiltig eller bevakningen borttagen.' });
  } catch (error) {
    console.error('[job-alert-unsubscribe]', error);
    return json(500, { error: SOMETHING_WENT_WRONG });
  }
});
