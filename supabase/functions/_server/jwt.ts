// The caller's access token checked inside the function, as the gateway's verify_jwt checks it:
// HS256 signature with the project's JWT secret, expiry, and the role. Asking Auth instead
// (auth.getUser) made every function call a request from the functions' one address, so one
// account's burst of calls filled that address's share and other users got 401.

export interface Caller {
  id: string;
  email?: string;
}

const encoder = new TextEncoder();
let signingKey: { secret: string; key: Promise<CryptoKey> } | undefined;

function keyFor(secret: string): Promise<CryptoKey> {
  if (signingKey?.secret !== secret) {
    signingKey = {
      secret,
      key: crypto.subtle.importKey(
        'raw',
        encoder.encode(secret),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['verify'],
      ),
    };
  }
  return signingKey.key;
}

function base64UrlBytes(part: string): Uint8Array<ArrayBuffer> {
  const binary = atob(part.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The token's claims when its signature and expiry hold; undefined otherwise. */
export async function verifiedClaims(
  token: string,
  secret: string,
  nowSeconds = Date.now() / 1000,
): Promise<Record<string, unknown> | undefined> {
  const [header, payload, signature, ...rest] = token.split('.');
  if (!header || !payload || !signature || rest.length > 0) return undefined;
  try {
    if (JSON.parse(new TextDecoder().decode(base64UrlBytes(header))).alg !== 'HS256')
      return undefined;
    const valid = await crypto.subtle.verify(
      'HMAC',
      await keyFor(secret),
      base64UrlBytes(signature),
      encoder.encode(`${header}.${payload}`),
    );
    if (!valid) return undefined;
    const claims = JSON.parse(new TextDecoder().decode(base64UrlBytes(payload)));
    if (typeof claims !== 'object' || claims === null) return undefined;
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return undefined;
    return claims;
  } catch {
    return undefined;
  }
}

/** The signed-in user a token names: role `authenticated` with a subject; else undefined. */
export async function callerFromToken(token: string, secret: string): Promise<Caller | undefined> {
  const claims = await verifiedClaims(token, secret);
  if (claims?.role !== 'authenticated' || typeof claims.sub !== 'string') return undefined;
  return {
    id: claims.sub,
    ...(typeof claims.email === 'string' && claims.email ? { email: claims.email } : {}),
  };
}
