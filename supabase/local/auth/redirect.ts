// GoTrue's redirect_to check: the site URL's origin, the app's own origins, or a match of an
// additional_redirect_urls glob (`*` stops at '.' and '/', `**` does not); anything else, or
// nothing, becomes the site URL.
import type { StandInConfig } from '../config.ts';
import type { AuthSettings } from './settings.ts';

function globToRegExp(glob: string): RegExp {
  const pattern = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^./]*'),
    )
    .join('.*');
  return new RegExp(`^${pattern}$`);
}

export function redirectChecker(
  config: StandInConfig,
  settings: AuthSettings,
): (requested: string | null | undefined) => string {
  const origins = new Set([new URL(config.siteUrl).origin, ...config.appOrigins]);
  const globs = settings.additionalRedirectUrls.map(globToRegExp);
  return (requested) => {
    if (!requested) return config.siteUrl;
    let url: URL;
    try {
      url = new URL(requested);
    } catch {
      return config.siteUrl;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return config.siteUrl;
    if (origins.has(url.origin) || globs.some((glob) => glob.test(requested))) return requested;
    return config.siteUrl;
  };
}
