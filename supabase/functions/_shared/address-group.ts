// The client a rate limit counts: an IPv4 address, or an IPv6 address's /64 network. One IPv6
// subscriber gets a whole /64 (often more) and picks any address in it, so per-address limits
// on whole IPv6 addresses were limits on nothing; big providers (Cloudflare, Google) group IPv6
// by /64 the same way. Shared by the functions (Deno) and the stand-in (Node).

/** The 8 hextets of an IPv6 address (an IPv4 tail becomes the last two), or null. */
function hextets(address: string): number[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === '') return [];
    const groups = part.split(':');
    const last = groups.at(-1) ?? '';
    const tail: number[] = [];
    if (last.includes('.')) {
      const octets = last.split('.').map(Number);
      if (octets.length !== 4 || octets.some((o) => !Number.isInteger(o) || o < 0 || o > 255))
        return null;
      const [a = 0, b = 0, c = 0, d = 0] = octets;
      tail.push((a << 8) | b, (c << 8) | d);
      groups.pop();
    }
    const values = groups.map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? Number.parseInt(g, 16) : NaN));
    return values.some(Number.isNaN) ? null : [...values, ...tail];
  };
  const head = parse(halves[0] ?? '');
  const rest = halves.length === 2 ? parse(halves[1] ?? '') : [];
  if (!head || !rest) return null;
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...Array(missing).fill(0), ...rest];
}

/**
 * The rate-limit key of a client address: IPv4 as it is (also when written IPv4-mapped,
 * `::ffff:192.0.2.1`), IPv6 as its /64 (`2001:db8:1:2::/64`); anything else unchanged.
 */
export function addressGroup(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  if (!bare.includes(':')) return bare;
  const groups = hextets(bare);
  if (!groups) return bare;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
