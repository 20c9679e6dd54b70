// The security headers of `npm start`'s app server, and the ones docs/deploying.md gives for a
// production static host. The page's inline scripts (the early paint of /jobs and job pages, the
// start-up loader) are allowed by their SHA-256 hashes, computed from the built HTML each page is
// served from, so the policy follows whatever inline scripts the build contains; no
// 'unsafe-inline' for scripts. Styles keep 'unsafe-inline': Mantine writes its CSS variables in
// style attributes and a <style> element at run time.
import { createHash } from 'node:crypto';

/** The text of every inline <script> (no src) in a page, in document order; JSON data blocks are not run. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (!/\bsrc\s*=/i.test(attributes) && !/\btype="application\/json"/i.test(attributes))
      scripts.push(body);
  }
  return scripts;
}

/** CSP source expressions for the page's inline scripts ('sha256-…'), without repeats. */
export function scriptHashes(html: string): string[] {
  const hashes = inlineScripts(html).map(
    (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/**
 * Cloudflare Turnstile's script and frame, when the build has a site key (the auth forms' CAPTCHA,
 * src/features/auth/captcha.tsx): the same environment variable as the build's.
 */
const CAPTCHA_ORIGIN = 'https://challenges.cloudflare.com';
const withCaptcha = () => Boolean(process.env.VITE_TURNSTILE_SITE_KEY);

/**
 * The Content-Security-Policy of a page that has `hashes` inline scripts and reads the API at
 * `apiUrl` (REST, Auth, Functions; wss for Realtime, should it ever be used).
 */
export function contentSecurityPolicy(
  apiUrl: string,
  hashes: string[] = [],
  reportUri?: string,
): string {
  const api = new URL(apiUrl);
  const socket = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`;
  const captcha = withCaptcha() ? [CAPTCHA_ORIGIN] : [];
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes, ...captcha].join(' '),
    ...(captcha.length ? [`frame-src ${CAPTCHA_ORIGIN}`] : []),
    "style-src 'self' 'unsafe-inline'",
    // Banner images may be any https address (admins enter them) or uploaded to the API's
    // Storage, which is http on the local stand-in.
    `img-src 'self' data: blob: https: ${api.origin}`,
    "font-src 'self' data:",
    `connect-src 'self' ${api.origin} ${socket}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Never inside another site's frame: one-click actions cannot be clickjacked.
    "frame-ancestors 'none'",
    ...(reportUri ? [`report-uri ${reportUri}`] : []),
  ].join('; ');
}

/** Headers for every answer of the app server. */
export const COMMON_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // frame-ancestors for browsers that predate it.
  'X-Frame-Options': 'DENY',
};
