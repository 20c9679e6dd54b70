// Supabase's verify_jwt gate in front of each function: on unless config.toml says
// `[functions.<name>] verify_jwt = false`.
import { bearerToken, verifyJwt } from '../jwt.ts';
import { readProjectToml } from '../toml.ts';

/** Names of functions whose config.toml section turns verify_jwt off. */
export function functionsWithoutJwtCheck(projectRoot: string): Set<string> {
  const off = new Set<string>();
  for (const [section, values] of readProjectToml(projectRoot)) {
    const name = section.match(/^functions\.(.+)$/)?.[1];
    if (name && values.get('verify_jwt') === false) off.add(name.replace(/^"|"$/g, ''));
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
