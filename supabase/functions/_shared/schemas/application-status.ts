// The statuses of an application apart from the apply form's schemas: the admin list's address
// (read at start-up) needs only these names, not the form code that would come along.
/** The statuses of an application (the enum application_status) and their Swedish names. */
export const APPLICATION_STATUS_LABELS = {
  pending: 'Inkommen',
  reviewed: 'Granskad',
  // What a recruiter calls it; "Antagen" reads as a school's admission.
  accepted: 'Erbjuden tjänst',
  rejected: 'Avböjd',
  withdrawn: 'Återkallad',
} as const;
export type ApplicationStatus = keyof typeof APPLICATION_STATUS_LABELS;

/** The one change an applicant may make to an application (the database enforces it). */
export const WITHDRAWN: ApplicationStatus = 'withdrawn';
