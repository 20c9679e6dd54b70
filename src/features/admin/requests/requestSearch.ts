// The /admin/requests URL search param `status` (ny, hanterad), so a filtered list survives a
// reload and can be linked to, as the other admin lists' filters. Apart from the queries: the
// route reads it at start-up, before any admin code loads.
import * as v from 'valibot';

/** The handling states an admin filters by: new (not handled yet) or handled. */
export const REQUEST_STATES = { ny: 'Ny', hanterad: 'Hanterad' } as const;
export type RequestState = keyof typeof REQUEST_STATES;

const STATES = Object.keys(REQUEST_STATES) as RequestState[];

export const requestSearchSchema = v.object({
  // A malformed value is dropped rather than failing the page.
  status: v.fallback(v.optional(v.picklist(STATES)), undefined),
});
