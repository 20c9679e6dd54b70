// The mail sink's page at /mail: every message a person would have received, newest first.
import { escapeHtml } from '../../functions/_shared/email/safe-text.ts';
import type { StoredMessage } from './store.ts';

function item(message: StoredMessage): string {
  const date = new Date(message.createdAt).toLocaleString('sv-SE', {
    timeZone: 'Europe/Stockholm',
  });
  const relay =
    message.relay === 'none'
      ? ''
      : `<dd>SMTP: ${message.relay === 'sent' ? 'vidarebefordrat' : `misslyckades (${escapeHtml(message.relayError ?? '')})`}</dd>`;
  return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<dl>
<dt>Till</dt><dd>${escapeHtml(message.to.join(', '))}</dd>
<dt>Från</dt><dd>${escapeHtml(message.from)}</dd>
<dt>Svara till</dt><dd>${escapeHtml(message.replyTo.join(', ') || '–')}</dd>
<dt>Datum</dt><dd><time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(date)}</time></dd>
${relay}
</dl>
<pre>${escapeHtml(message.text)}</pre>
${message.html ? `<p><a href="/mail/${escapeHtml(message.id)}/html" target="_blank" rel="noopener">Visa HTML-versionen</a></p>` : ''}
</article>`;
}

export function renderMailPage(messages: StoredMessage[]): string {
  const body = messages.length ? messages.map(item).join('\n') : '<p>Inga meddelanden ännu.</p>';
  return `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><title>Lokal e-post (${messages.length})</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a2b3c}
article{border:1px solid #ccd;border-radius:8px;padding:1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0 0 .5rem}dl{display:grid;grid-template-columns:8rem 1fr;margin:0}
dt{font-weight:600}dd{margin:0}pre{white-space:pre-wrap;background:#f5f7fa;padding:.75rem}
</style></head>
<body><h1>Lokal e-post</h1>
<p>Meddelanden som funktionerna har skickat via den lokala e-posttjänsten, nyaste först.</p>
${body}
</body></html>`;
}
