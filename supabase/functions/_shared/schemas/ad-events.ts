// The batches of ad events the page sends to count-ad-events: the event names and
// sources of public.ad_event / public.visit_source, and the limits a batch is held to. A batch is
// accepted or refused whole.
import * as v from 'valibot';
import {
  AD_EVENT_MAX_AGE_DAYS,
  AD_EVENTS,
  AD_EVENTS_PER_BATCH,
  VISIT_SOURCES,
} from './ad-event-names.ts';

export * from './ad-event-names.ts';

/** Clocks of phones drift: an event this far ahead of the server's clock is still "now". */
export const AD_EVENT_CLOCK_SKEW_MS = 5 * 60_000;

const DAY_MS = 24 * 3600_000;

/**
 * Events of today and yesterday (Europe/Stockholm) count, so a report already sent stays as it
 * was; record_ad_events holds them to the day, this to the hours that surely are past it.
 */
export const AD_EVENT_TOO_OLD = 'Händelsen är äldre än i går';

const adEventSchema = v.object({
  event: v.picklist(AD_EVENTS, 'Okänd händelse'),
  id: v.pipe(v.string('Okänd annons'), v.uuid('Okänd annons')),
  source: v.picklist(VISIT_SOURCES, 'Okänd källa'),
  /** When it happened, in milliseconds since 1970 (the device's clock). */
  at: v.pipe(
    v.number('Ogiltig tidpunkt'),
    v.integer('Ogiltig tidpunkt'),
    v.check((at) => at <= Date.now() + AD_EVENT_CLOCK_SKEW_MS, 'Händelsen ligger i framtiden'),
    v.check((at) => at >= Date.now() - AD_EVENT_MAX_AGE_DAYS * DAY_MS, AD_EVENT_TOO_OLD),
  ),
});
export type AdEventInput = v.InferOutput<typeof adEventSchema>;

export const adEventBatchSchema = v.strictObject(
  {
    /** The batch's idempotency key: a batch sent again counts once. */
    key: v.pipe(v.string('Batchen saknar nyckel'), v.uuid('Batchen saknar nyckel')),
    events: v.pipe(
      v.array(adEventSchema, 'Batchen saknar händelser'),
      v.minLength(1, 'Batchen saknar händelser'),
      v.maxLength(AD_EVENTS_PER_BATCH, `Högst ${AD_EVENTS_PER_BATCH} händelser per batch`),
    ),
  },
  'Okänt fält i batchen',
);
export type AdEventBatch = v.InferOutput<typeof adEventBatchSchema>;
