// The public pages whose content does not depend on the database: the build renders each to its
// own HTML file (scripts/vite-plugin-prerender.ts), which the app server and the service worker
// serve for its path. The job list is here too: its frame (heading, search form) is static; the
// jobs themselves arrive later, like a job page's job (whose skeleton index.html carries).
import { employers } from '@/content/employers';

/**
 * Pages whose texts name the provider from the settings table: prerendered with its default values
 * (DEFAULT_PROVIDER); the app loads the live ones before it takes the page over.
 */
export const PROVIDER_PATHS: readonly string[] = ['/contact', '/privacy', '/terms', '/cookies'];

export const PRERENDERED_PATHS: readonly string[] = [
  '/jobs',
  '/about',
  '/pricing',
  '/resources',
  '/recruitment-resources',
  '/contact-doctor',
  '/post-job',
  '/employers',
  ...employers.map((employer) => `/employer/${employer.id}`),
  ...PROVIDER_PATHS,
];

/** Renders the app's "page not found" (the root's notFoundComponent): written to 404.html. */
export const NOT_FOUND_PATH = '/sidan-finns-inte';
