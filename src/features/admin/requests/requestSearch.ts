// The /admin/requests URL search param `status` (ny, hanterad), so a filtered list survives a
// reload and can be linked to, as the other admin lists' filters.
import * as v from 'valibot';
import { REQUEST_STATES, type RequestState } from './requestQueries';

const STATES = Object.keys(REQUEST_STATES) as RequestState[];

export const requestSearchSchema = v.object({
  // A malformed value is dropped rather than failing the page.
  status: v.fallback(v.optional(v.picklist(STATES)), undefined),
});
