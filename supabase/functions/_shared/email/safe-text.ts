// Making user-supplied text safe for the two places an e-mail puts it: HTML and header lines.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** One header line: control characters (CR, LF, …) become spaces, so nothing starts a new header. */
export function headerText(value: string, max = 200): string {
  return value
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

/**
 * `"Name" <address>`; the address must already be valid, the name is made header-safe and loses
 * anything shaped like an address: the name is the sender's own words (a profile's name, a
 * form's contact name), and a mail client shows it in place of the address, so "vd@bank.se"
 * as a name would pass the message off as someone else's.
 */
export function formatAddress(name: string, address: string): string {
  const safeName = headerText(name, 120)
    .replace(/\S*@\S*/g, ' ')
    .replace(/["\\<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const safeAddress = headerText(address, 254).replace(/[\s<>"]/g, '');
  return safeName ? `"${safeName}" <${safeAddress}>` : safeAddress;
}
