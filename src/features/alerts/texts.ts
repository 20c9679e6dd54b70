// Swedish texts of the Bevakningar used in more than one place.
export const ALERTS_TITLE = 'Bevakningar';
export const SAVE_AS_ALERT = 'Spara som bevakning';
/** The browser tab of the unsubscribe pages (asking, then done or a bad link). */
export const UNSUBSCRIBE_TITLE = 'Avsluta bevakning';
export const ALERTS_INTRO =
  'En bevakning är en sparad sökning. Vi skickar e-post när nya jobb som matchar publiceras, högst en gång per dag eller vecka.';

/** The badge on an alert: how often it e-mails. */
export const FREQUENCY_BADGES = {
  daily: 'E-post varje dag',
  weekly: 'E-post varje vecka',
  off: 'Ingen e-post',
} as const;
