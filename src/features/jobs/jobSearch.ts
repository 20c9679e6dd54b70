// The /jobs filters as URL search params (shareable, back-button friendly), validated by valibot.
import * as v from 'valibot';
import { JOB_TYPES, SECTORS } from './jobTypes';

/** Unknown or malformed values are dropped rather than failing the page. */
const optionalText = v.fallback(
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  undefined,
);

export const jobSearchSchema = v.object({
  q: optionalText,
  plats: optionalText,
  sektor: v.fallback(v.optional(v.picklist(SECTORS)), undefined),
  typ: v.fallback(v.optional(v.picklist(JOB_TYPES)), undefined),
});

export type JobSearch = v.InferOutput<typeof jobSearchSchema>;

/** Removes empty values so the URL only carries filters that are set. */
export function compactSearch(search: JobSearch): JobSearch {
  return Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined && value !== ''),
  ) as JobSearch;
}
