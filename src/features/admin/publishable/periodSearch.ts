// The jobs' and banners' lists' period filter in the address (?visa=snart / ?visa=utgangna), so
// the dashboard can link to the ads ending soon and a filtered list survives a reload. Kept apart
// from the filters themselves: the route reads it at start-up, before any admin code loads.
export const PERIOD_FILTER_NAMES = ['snart', 'utgangna'] as const;
export type PeriodFilterName = (typeof PERIOD_FILTER_NAMES)[number];

/** The address's ?visa=…, kept only when it names a filter. */
export function periodSearch(search: Record<string, unknown>): { visa?: PeriodFilterName } {
  const { visa } = search;
  return PERIOD_FILTER_NAMES.includes(visa as PeriodFilterName)
    ? { visa: visa as PeriodFilterName }
    : {};
}
