// Supabase's verify_jwt gate in front of each function: on unless config.toml says
// `[functions.<name>] verify_jwt = false`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bearerToken, verifyJwt } from '../jwt.ts';

/** Names of functions whose config.toml section turns verify_jwt off. */
export function functionsWithoutJwtCheck(projectRoot: string): Set<string> {
  const file = join(projectRoot, 'supabase', 'config.toml');
  const off = new Set<string>();
  if (!existsSync(file)) return off;
  let section = '';
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const header = line.match(/^\[\s*functions\.("?)([\w-]+)\1\s*\]$/);
    if (header) section = header[2] ?? '';
    else if (line.startsWith('[')) section = '';
    else if (section && /^verify_jwt\s*=\s*false$/.test(line)) off.add(section);
  }
  return off;
}

export type JwtRefusal = { code: string; message: string };

/** null when the Authorization header carries a JWT signed with the project secret. */
export async function checkJwt(
  authorization: string | undefined,
  secret: string,
): Promise<JwtRefusal | null> {
  if (!authorization) {
    return { code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' };
  }
  const token = bearerToken(authorization);
  if (!token) {
    return { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' };
  }
  const verified = await verifyJwt(token, secret);
  return verified.ok ? null : { code: 'UNAUTHORIZED_INVALID_JWT', message: verified.message };
}
