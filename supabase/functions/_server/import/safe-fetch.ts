// Fetching what a source URL points at: an admin types the URL of a generic feed, so the
// import must not become a way into the platform's own network. Only http(s) to public addresses
// (every address the name resolves to, checked again on each redirect), within a time and size
// limit. The policy (resolver, loopback for the tests' fixture server) comes from the caller, so
// this module has no Deno globals and the tests check it directly; private ranges are refused
// always. Errors are Swedish: they end up on the source's run record.

export class SourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceError';
  }
}

export type Resolver = (hostname: string) => Promise<string[]>;

/** What the import may reach and how much it reads. */
export interface NetPolicy {
  resolve: Resolver;
  /** Only for tests against a fixture server on 127.0.0.1. */
  allowLoopback: boolean;
  timeoutMs: number;
  maxBytes: number;
}
const MAX_REDIRECTS = 3;

const ipv4Parts = (ip: string) => {
  const parts = ip.split('.').map(Number);
  return parts.length === 4 && parts.every((p) => Number.isInteger(p) && p >= 0 && p <= 255)
    ? parts
    : null;
};

/** Loopback: 127.0.0.0/8 and ::1. */
export function isLoopback(ip: string): boolean {
  const v4 = ipv4Parts(ip);
  if (v4) return v4[0] === 127;
  return expandIpv6(ip)?.every((group, i) => group === (i === 7 ? 1 : 0)) ?? false;
}

/** Eight 16-bit groups of an IPv6 address, or null when it is not one. */
function expandIpv6(ip: string): number[] | null {
  const address = ip.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  if (!address.includes(':')) return null;
  let text = address;
  const embedded = text.match(/(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (embedded) {
    const v4 = ipv4Parts(embedded);
    if (!v4) return null;
    text = text.replace(
      embedded,
      `${((v4[0] ?? 0) * 256 + (v4[1] ?? 0)).toString(16)}:${((v4[2] ?? 0) * 256 + (v4[3] ?? 0)).toString(16)}`,
    );
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [
    ...headGroups,
    ...Array(tail === undefined ? 0 : missing).fill('0'),
    ...tailGroups,
  ];
  const numbers = groups.map((group) =>
    /^[0-9a-f]{1,4}$/i.test(group) ? parseInt(group, 16) : NaN,
  );
  return numbers.every((n) => !Number.isNaN(n)) ? numbers : null;
}

function isPublicIpv4([a = 0, b = 0, c = 0]: number[]): boolean {
  return !(
    a === 0 || // this network
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local, cloud metadata
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113) ||
    a >= 224 // multicast, reserved, broadcast
  );
}

/** True for an address on the public internet; false for private, loopback, link-local … */
export function isPublicAddress(ip: string): boolean {
  const v4 = ipv4Parts(ip);
  if (v4) return isPublicIpv4(v4);
  const v6 = expandIpv6(ip);
  if (!v6) return false;
  const [first = 0, second = 0] = v6;
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) carry an IPv4 address.
  const mapped =
    v6.slice(0, 5).every((g) => g === 0) && v6[5] === 0xffff
      ? true
      : first === 0x64 && second === 0xff9b && v6.slice(2, 6).every((g) => g === 0);
  if (mapped) {
    const high = v6[6] ?? 0;
    const low = v6[7] ?? 0;
    return isPublicIpv4([high >> 8, high & 255, low >> 8, low & 255]);
  }
  if (v6.slice(0, 7).every((g) => g === 0)) return false; // :: and ::1
  if ((first & 0xfe00) === 0xfc00) return false; // unique local fc00::/7
  if ((first & 0xffc0) === 0xfe80) return false; // link-local fe80::/10
  if ((first & 0xff00) === 0xff00) return false; // multicast
  if (first === 0x2001 && second === 0x0db8) return false; // documentation
  return true;
}

/** Refuses anything but http(s) to a public address (loopback too when the tests allow it). */
export async function checkSourceUrl(
  url: URL,
  { resolve, allowLoopback }: Pick<NetPolicy, 'resolve' | 'allowLoopback'>,
): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SourceError(`Adressen måste börja med http:// eller https:// (${url.protocol}).`);
  }
  if (url.username || url.password)
    throw new SourceError('Adressen får inte innehålla inloggning.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = ipv4Parts(host) || expandIpv6(host);
  const addresses = literal
    ? [host]
    : host === 'localhost' || host.endsWith('.localhost')
      ? ['127.0.0.1']
      : await resolve(host);
  if (addresses.length === 0) throw new SourceError(`Värden ${host} finns inte.`);
  for (const address of addresses) {
    if (isPublicAddress(address) || (allowLoopback && isLoopback(address))) continue;
    throw new SourceError(`Värden ${host} är inte en publik adress (${address}).`);
  }
}

export interface FetchedText {
  status: number;
  url: string;
  headers: Headers;
  body: string;
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  const tooLarge = () =>
    new SourceError(`Svaret är större än ${Math.round(maxBytes / 1024)} kB och lästes inte.`);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * GET within the limits, following at most three redirects (each target checked). Answers 2xx and
 * 304; anything else, a time-out or a refused address is a SourceError.
 */
export async function fetchText(
  address: string,
  headers: Record<string, string>,
  policy: NetPolicy,
): Promise<FetchedText> {
  let url = new URL(address);
  const signal = AbortSignal.timeout(policy.timeoutMs);
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      await checkSourceUrl(url, policy);
      const response = await fetch(url, { headers, redirect: 'manual', signal });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && response.status !== 304 && location) {
        await response.body?.cancel();
        url = new URL(location, url);
        continue;
      }
      if (response.status === 304) {
        await response.body?.cancel();
        return { status: 304, url: url.toString(), headers: response.headers, body: '' };
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new SourceError(`Källan svarade med HTTP ${response.status} (${url.host}).`);
      }
      const body = await readLimited(response, policy.maxBytes);
      return { status: response.status, url: url.toString(), headers: response.headers, body };
    }
    throw new SourceError('Källan skickade för många omdirigeringar.');
  } catch (error) {
    if (error instanceof SourceError) throw error;
    if (signal.aborted) {
      throw new SourceError(
        `Källan svarade inte inom ${Math.round(policy.timeoutMs / 1000)} sekunder (${url.host}).`,
      );
    }
    throw new SourceError(`Källan kunde inte nås (${url.host}): ${String(error)}`);
  }
}

/** The body as JSON, or a SourceError naming what was read. */
export function parseJson(text: FetchedText): unknown {
  try {
    return JSON.parse(text.body);
  } catch {
    throw new SourceError(`Svaret från ${new URL(text.url).host} är inte giltig JSON.`);
  }
}
