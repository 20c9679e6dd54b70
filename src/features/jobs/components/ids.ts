/** The job count above the /jobs list: the search form's Filter button scrolls to it. */
export const JOB_COUNT_ID = 'jobb-antal';
