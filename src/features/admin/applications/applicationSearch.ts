// The /admin/applications URL search params: `jobb` (a job's id) and `status`, so a filtered list
// can be linked to (the jobs list links each job's count) and survives a reload.
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from '@shared/schemas/application-status.ts';
import * as v from 'valibot';

const STATUSES = Object.keys(APPLICATION_STATUS_LABELS) as ApplicationStatus[];

export const applicationSearchSchema = v.object({
  // Malformed values are dropped rather than failing the page.
  jobb: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  status: v.fallback(v.optional(v.picklist(STATUSES)), undefined),
});
