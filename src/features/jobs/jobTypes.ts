// A job row as the app reads it; its lists (specialties, places, currencies, job types) are the
// shared search model's (@shared/search), one source with the functions and the database.
import type { Database } from '@/lib/database.types';

export type Job = Database['public']['Tables']['jobs']['Row'];
