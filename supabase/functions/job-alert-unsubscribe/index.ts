// One-click unsubscribe from a Bevakning, no sign-in: the alert's secret token in the link turns
// its e-mail off. POST is the mail client's one-click (List-Unsubscribe-Post, RFC 8058) and
// answers JSON; GET is the link in the e-mail and answers with the app's Swedish page (a redirect:
// hosted Edge Functions serve no HTML, they rewrite text/html to text/plain).

import { corsHeaders, json } from '../_server/http.ts';
import { siteUrl } from '../_server/settings.ts';
import { serviceClient } from '../_server/supabase.ts';

const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the token named an alert (now off, or off already). */
async function turnOff(token: string | null): Promise<boolean> {
  if (!token || !TOKEN.test(token)) return false;
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
  if (req.method !== 'GET' && req.method !== 'POST')
    return json(405, { error: 'Endast GET och POST stöds.' });
  const token = new URL(req.url).searchParams.get('token');
  let done: boolean;
  try {
    done = await turnOff(token);
  } catch (error) {
    console.error('[job-alert-unsubscribe]', error);
    return json(500, { error: 'Något gick fel. Försök igen senare.' });
  }
  if (req.method === 'POST') {
    return done
      ? json(200, { ok: true })
      : json(404, { error: 'Länken är ogiltig eller bevakningen borttagen.' });
  }
  const page = `${siteUrl()}/alerts/unsubscribed?resultat=${done ? 'avslutad' : 'ogiltig'}`;
  return new Response(null, { status: 303, headers: { Location: page } });
});
