// The employment forms of spec §3 (the database enum public.job_type has the same values).
export const JOB_TYPES = ['Heltid', 'Deltid', 'Vikariat', 'Konsult'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** Value and Swedish label, as the other lists: the values are already Swedish words. */
export const JOB_TYPE_OPTIONS = JOB_TYPES.map((value) => ({ value, label: value }));
