// Who is calling count-ad-events, as far as counting needs to know: robots and headless browsers
// are not visitors, and an address is kept out of the rate-limit table by hashing it with a
// function secret.
import { serviceRoleKey } from './settings.ts';

/**
 * Crawlers, link previewers, monitoring and automated browsers (Lighthouse, Puppeteer and
 * Playwright's headless Chromium say so in their user agent).
 */
const ROBOT =
  /bot|crawl|spider|slurp|preview|headless|lighthouse|pagespeed|phantom|selenium|puppeteer|playwright|python|curl|wget|go-http|java\/|okhttp|node-fetch|axios|deno/i;

export function isRobot(userAgent: string | null): boolean {
  return !userAgent || ROBOT.test(userAgent);
}

/** A keyed hash of the caller's address, so the rate-limit buckets hold no address. */
export async function addressKey(address: string): Promise<string> {
  const bytes = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${serviceRoleKey()}\n${address}`),
  );
  return Array.from(new Uint8Array(bytes).slice(0, 12), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}
