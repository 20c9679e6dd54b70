// The /employers URL search params: `sok` holds the search text, so a search can be shared.
import * as v from 'valibot';

export const employerSearchSchema = v.object({
  // Malformed values are dropped rather than failing the page; not trimmed, as it mirrors typing.
  sok: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
});

export type EmployerSearch = v.InferOutput<typeof employerSearchSchema>;
