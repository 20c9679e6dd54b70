// The periods a statistics page offers, in days, and what the page keeps in its URL. Apart from
// the charts: the routes' search validation reads them, and that code is part of the app's
// start-up (the charts are not).
export const PERIODS = [7, 30, 90, 365] as const;
export type PeriodDays = (typeof PERIODS)[number];

const DEFAULT_PERIOD: PeriodDays = 30;

/** A statistics page's choices: ?dagar=7|30|90|365 (else 30), ?annons=<id> (else all ads). */
export type StatisticsChoice = { dagar: PeriodDays; annons?: string };

export const statisticsChoice = (search: Record<string, unknown>): StatisticsChoice => ({
  dagar: PERIODS.find((days) => days === Number(search.dagar)) ?? DEFAULT_PERIOD,
  ...(typeof search.annons === 'string' && search.annons ? { annons: search.annons } : {}),
});
