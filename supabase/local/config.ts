// The stand-in's configuration: one object built from env, CLI flags and test overrides.
import { resolve } from 'node:path';
import { SignJWT } from 'jose';
import type { Database } from './db/index.ts';
import { readProjectToml } from './toml.ts';
import { standInVapidKeys, type VapidKeys } from './vapid.ts';

export interface RateLimits {
  /** Sign-ups plus password sign-ins per IP per window (CLI default 30 per 5 min). */
  signInSignUps: number;
  /** Refresh-token grants per IP per window (CLI default 150 per 5 min). */
  tokenRefresh: number;
  windowSeconds: number;
}

export interface StandInConfig {
  host: string;
  port: number;
  /** Where clients reach the stand-in, e.g. http://127.0.0.1:54321 */
  publicUrl: string;
  /** Root data folder: PGlite lives in `pgdata/`, the mail sink in `mail/`. */
  dataDir: string;
  /** Real PostgreSQL instead of PGlite when set. */
  databaseUrl?: string;
  jwtSecret: string;
  jwtIssuer: string;
  jwtExpirySeconds: number;
  anonKey: string;
  serviceRoleKey: string;
  /** Origins the browser app is served from (CORS, redirect checks). */
  appOrigins: string[];
  /** Where the app lives (GoTrue's SITE_URL). */
  siteUrl: string;
  smtpUrl?: string;
  rateLimits: RateLimits;
  /** Host names besides its own and loopback the stand-in answers to (STANDIN_ALLOWED_HOSTS). */
  allowedHosts: string[];
  /** Requests in progress in Auth and REST per client address (0: no cap). */
  maxConcurrentPerAddress: number;
  /** Largest request body accepted, in bytes. */
  bodyLimitBytes: number;
  /** Project root: migrations, seed and functions are read from here. */
  projectRoot: string;
  /** The push functions' VAPID key pair (./vapid.ts). */
  vapid: VapidKeys;
}

/** What the server hands every sub-service besides the config. */
export interface StandInServices {
  db: Database;
}

export const CLI_DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
/** The Supabase CLI signs its local keys with this issuer and expiry (CLI apikeys.go). */
const CLI_KEY_ISSUER = 'supabase-demo';
const CLI_KEY_EXPIRY = 1983812996;

/** HS256 API key exactly as the Supabase CLI builds it, so the default secret yields the well-known keys. */
export function signApiKey(role: 'anon' | 'service_role', secret: string): Promise<string> {
  return new SignJWT({ iss: CLI_KEY_ISSUER, role, exp: CLI_KEY_EXPIRY })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

export interface ConfigOverrides {
  host?: string;
  port?: number;
  dataDir?: string;
  databaseUrl?: string;
}

type Env = Record<string, string | undefined>;

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return n;
}

function listFrom(value: string | undefined, fallback: string[]): string[] {
  if (!value) return fallback;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export async function loadConfig(
  env: Env = process.env,
  overrides: ConfigOverrides = {},
): Promise<StandInConfig> {
  const host = overrides.host ?? env.STANDIN_HOST ?? '127.0.0.1';
  const port = overrides.port ?? intFrom(env.STANDIN_PORT, 54321);
  const appPort = intFrom(env.APP_PORT, 4173);
  const jwtSecret = env.JWT_SECRET ?? CLI_DEFAULT_JWT_SECRET;
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  const databaseUrl = overrides.databaseUrl ?? (env.DATABASE_URL || undefined);
  const siteUrl = env.SITE_URL ?? `http://127.0.0.1:${appPort}`;
  const projectRoot = resolve(env.STANDIN_PROJECT_ROOT ?? '.');
  const tomlExpiry = readProjectToml(projectRoot).get('auth')?.get('jwt_expiry');
  const dataDir = resolve(overrides.dataDir ?? env.STANDIN_DATA_DIR ?? '.data/standin');
  return {
    host,
    port,
    publicUrl: env.STANDIN_PUBLIC_URL ?? `http://${host}:${port}`,
    dataDir,
    databaseUrl,
    jwtSecret,
    jwtIssuer: env.JWT_ISSUER ?? `http://${host}:${port}/auth/v1`,
    // [auth] jwt_expiry of config.toml, as `supabase start` reads it; JWT_EXPIRY for tests.
    jwtExpirySeconds: intFrom(env.JWT_EXPIRY, typeof tomlExpiry === 'number' ? tomlExpiry : 3600),
    anonKey: await signApiKey('anon', jwtSecret),
    serviceRoleKey: await signApiKey('service_role', jwtSecret),
    appOrigins: listFrom(env.STANDIN_APP_ORIGINS, [
      `http://127.0.0.1:${appPort}`,
      `http://localhost:${appPort}`,
      'http://127.0.0.1:5173',
      'http://localhost:5173',
    ]),
    siteUrl,
    smtpUrl: env.SMTP_URL || undefined,
    rateLimits: {
      signInSignUps: intFrom(env.RATE_LIMIT_SIGN_IN_SIGN_UPS, 30),
      tokenRefresh: intFrom(env.RATE_LIMIT_TOKEN_REFRESH, 150),
      windowSeconds: intFrom(env.RATE_LIMIT_WINDOW_SECONDS, 300),
    },
    allowedHosts: listFrom(env.STANDIN_ALLOWED_HOSTS, []),
    maxConcurrentPerAddress: intFrom(env.STANDIN_MAX_CONCURRENT_PER_ADDRESS, 6),
    bodyLimitBytes: intFrom(env.STANDIN_BODY_LIMIT_BYTES, 1024 * 1024),
    projectRoot,
    vapid: standInVapidKeys(env, dataDir),
  };
}
