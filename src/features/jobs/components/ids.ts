/** The job count above the /jobs list: the search form's Filter button scrolls to it. */
export const JOB_COUNT_ID = 'jobb-antal';

/** A job card's heading, which names the card (aria-labelledby) and finds it again (listPlace). */
export const jobHeadingId = (jobId: string) => `jobb-${jobId}`;
