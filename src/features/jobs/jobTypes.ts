// A public job row as the app reads it (the columns of PUBLIC_JOB_COLUMNS); its lists
// (specialties, places, currencies, job types) are the shared search model's (@shared/search),
// one source with the functions and the database.
import type { PublicJob } from '@/lib/publicColumns';

export type Job = PublicJob;
