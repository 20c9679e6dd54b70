// The names of ad events and visit sources (public.ad_event / public.visit_source), apart from the
// batch schema so the page's counting call imports them without valibot.
export const JOB_EVENTS = [
  'job_impression',
  'job_view',
  'job_apply_open',
  'job_share',
  'job_save',
] as const;
export const BANNER_EVENTS = ['banner_impression', 'banner_click'] as const;
export const AD_EVENTS = [...JOB_EVENTS, ...BANNER_EVENTS] as const;
export type AdEvent = (typeof AD_EVENTS)[number];

export const VISIT_SOURCES = ['direct', 'search', 'home', 'employer', 'alert', 'shared'] as const;
export type VisitSource = (typeof VISIT_SOURCES)[number];

/**
 * The pages with lists of job cards (/jobs, the home page, employer pages): a job page viewed from
 * one is a click from a list. record_ad_events names the same three.
 */
export const LIST_SOURCES: readonly VisitSource[] = ['search', 'home', 'employer'];

/**
 * What each event counts, as every page, column, chart, CSV and e-mail names it: "Visningar" alone
 * would not say whether a job card in a list, a job page or a banner was seen.
 */
export const AD_EVENT_LABELS: Record<AdEvent, string> = {
  job_impression: 'Visningar i listor',
  job_view: 'Sidvisningar',
  job_apply_open: '”Ansök nu” öppnad',
  job_share: 'Delningar',
  job_save: 'Sparade',
  banner_impression: 'Bannervisningar',
  banner_click: 'Klick',
};

export const VISIT_SOURCE_LABELS: Record<VisitSource, string> = {
  direct: 'Direkt',
  search: 'Jobbsökningen',
  home: 'Startsidan',
  employer: 'Arbetsgivarsidor',
  alert: 'Bevakningsmejl',
  shared: 'Delade länkar',
};

/**
 * The URL parameter that tags a link to a job with where it was given out: alert digests add
 * `via=bevakning`, shared links `via=delad`.
 */
export const SOURCE_PARAM = 'via';
export const SOURCE_PARAM_VALUES = { alert: 'bevakning', shared: 'delad' } as const;

export const AD_EVENTS_PER_BATCH = 50;
/**
 * Only today's and yesterday's events (Europe/Stockholm) count: from anywhere on earth, an event
 * older than this is surely before yesterday. The page keeps unsent events at most this long.
 */
export const AD_EVENT_MAX_AGE_DAYS = 2;
