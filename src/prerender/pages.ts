// The public pages the build renders to HTML files of their own (scripts/vite-plugin-prerender.ts),
// which the app server and the service worker serve for their paths and React hydrates. The job
// list's and a job page's rows come from the database: those parts are left to the browser
// (src/lib/ui/ClientData.tsx), the rest of the page is prerendered here.
import { employers } from '@/content/employers';

/**
 * Pages whose texts name the provider from the settings table: prerendered with its default values
 * (DEFAULT_PROVIDER); the app loads the live ones after it has hydrated the page.
 */
export const PROVIDER_PATHS: readonly string[] = ['/contact', '/privacy', '/terms', '/cookies'];

export const PRERENDERED_PATHS: readonly string[] = [
  '/',
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

/** A path job.html serves (src/prerender/pageFiles.ts): any job's page is the same until hydrated. */
export const JOB_PAGE_EXAMPLE = '/jobs/x';

/** Renders the app's "page not found" (the root's notFoundComponent): 404.html, and the shell. */
export const NOT_FOUND_PATH = '/sidan-finns-inte';
