// Prints the security headers for a production static host in Netlify's `_headers` format (also
// read by Cloudflare Pages): the headers `npm start`'s app server sends
// (scripts/security-headers.ts). A static host matches headers by URL, and a URL such as
// /signin or /jobs/<id> is answered with another file (index.html, job.html), so one policy
// allows the inline scripts of every page of the build by their hashes.
//   npx tsx scripts/print-security-headers.ts dist https://<ref>.supabase.co > dist/_headers
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  COMMON_SECURITY_HEADERS,
  contentSecurityPolicy,
  scriptHashes,
} from './security-headers.ts';

const [distDir = 'dist', apiUrl] = process.argv.slice(2);
if (!apiUrl) {
  console.error('usage: print-security-headers.ts <dist folder> <API URL>');
  process.exit(1);
}

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pages(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const hashes = new Set(pages(distDir).flatMap((file) => scriptHashes(readFileSync(file, 'utf8'))));
const headers = {
  ...COMMON_SECURITY_HEADERS,
  'Content-Security-Policy': contentSecurityPolicy(apiUrl, [...hashes]),
};
console.log(
  [
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    // Secret links (a shared application, an employer's report): never in a search index.
    ...['/ansokan/*', '/rapport/*', '/kortlista/*'].flatMap((path) => [
      path,
      '  X-Robots-Tag: noindex',
    ]),
  ].join('\n'),
);
