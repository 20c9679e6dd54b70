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

/**
 * Who a visitor is, for counting: their address, an IPv6 address by its /64 network (one home or
 * phone holds a whole /64 and can take a new address from it at will). No user agent: rotating it
 * would make new visitors of one address (issue 46.1). An IPv4 address written as IPv6
 * (::ffff:a.b.c.d) is the IPv4 address.
 */
export function visitorOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.toLowerCase().split('%')[0]?.split('::') ?? [];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [
          ...left,
          ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'),
          ...right,
        ];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
