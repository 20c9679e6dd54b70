// robots.txt with the sitemap's address. The sitemap is the job-feeds edge function's
// answer on the backend the build talks to (VITE_SUPABASE_URL), so it works on hosted Supabase
// with any static host; robots.txt may name a sitemap on another host (sitemaps.org, "Sitemaps &
// Cross Submits"). The app's own /sitemap.xml redirects there as well (scripts/serve-app.ts).
import type { Plugin } from 'vite';

export const feedsPath = (name: string) => `/functions/v1/job-feeds/${name}`;

export function robots(): Plugin {
  let apiUrl = '';
  return {
    name: 'robots-txt',
    apply: 'build',
    configResolved(config) {
      apiUrl = String(config.env.VITE_SUPABASE_URL ?? '').replace(/\/+$/, '');
    },
    generateBundle() {
      // /ansokan/, /rapport/ and /kortlista/ are secret links (a shared application, an employer's
      // report, a shortlist).
      const lines = [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /profile',
        'Disallow: /ansokan/',
        'Disallow: /rapport/',
        'Disallow: /kortlista/',
      ];
      if (apiUrl) lines.push('', `Sitemap: ${apiUrl}${feedsPath('sitemap.xml')}`);
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: `${lines.join('\n')}\n` });
    },
  };
}
