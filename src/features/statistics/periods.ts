// The periods a statistics page offers, in days. Apart from the charts: the routes' search
// validation reads them, and that code is part of the app's start-up (the charts are not).
export const PERIODS = [7, 30, 90, 365] as const;
export type PeriodDays = (typeof PERIODS)[number];
