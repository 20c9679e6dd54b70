/** A date as Swedes write it (2026-12-24), on Stockholm's calendar. */
export const formatDay = (iso: string | null): string =>
  iso ? new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' }) : '–';
