// The tables "Ladda ner mina uppgifter" exports, and the column naming the user in each.
// tests/db/personal-data-export.test.ts reads the schema's catalog and fails when a table
// referencing a user is in neither list, so a new table with personal data cannot be forgotten.

/** Read with the user's own session; `column` may be an embedded table's column. */
export const PERSONAL_TABLES = [
  { key: 'profil', table: 'job_seeker_profiles', column: 'user_id', select: '*' },
  { key: 'yrkesprofil', table: 'professional_profiles', column: 'user_id', select: '*' },
  { key: 'roller', table: 'user_roles', column: 'user_id', select: 'role, created_at' },
  { key: 'ansökningar', table: 'job_applications', column: 'applicant_id', select: '*' },
  // The copies sent with each application; the files are in the ZIP's ansökningar/ folder.
  // Filtered on the application's applicant: an admin's session reads everyone's.
  {
    key: 'ansökningsdokument',
    table: 'application_documents',
    column: 'job_applications.applicant_id',
    select: '*, job_applications!inner(applicant_id)',
  },
  { key: 'sparadeJobb', table: 'saved_jobs', column: 'user_id', select: '*' },
  // The files themselves are in the ZIP's dokument/ folder.
  { key: 'dokument', table: 'profile_documents', column: 'user_id', select: '*' },
  // Recruiters' invitations to jobs and the doctor's answers.
  { key: 'inbjudningar', table: 'job_invitations', column: 'candidate_id', select: '*' },
  // The owner's column grants: every column but the unsubscribe token (a secret, not data).
  {
    key: 'jobbevakningar',
    table: 'job_alerts',
    column: 'user_id',
    select: 'id, user_id, name, search, frequency, push, last_sent_at, created_at, updated_at',
  },
  // The owner's column grants: the browsers, without the keys messages are encrypted to.
  {
    key: 'notisenheter',
    table: 'push_subscriptions',
    column: 'user_id',
    select: 'id, user_id, endpoint, created_at',
  },
  { key: 'notisinställningar', table: 'push_settings', column: 'user_id', select: '*' },
  { key: 'notiser', table: 'outgoing_pushes', column: 'user_id', select: '*' },
] as const;

/**
 * Tables that name a user but hold no data about them, each with why. Only references that
 * outlive the user (`on delete set null`) or a sign-up guard may be here.
 */
export const NOT_PERSONAL_TABLES: Record<string, string> = {
  // An admin's work, kept when the admin leaves; the reference only says who did it.
  jobs: 'created_by: the admin who posted the ad',
  banners: 'created_by: the admin who made the banner',
  employer_report_links: 'created_by: the admin who made the link',
  contact_requests: 'handled_by: the admin who handled the request',
  candidate_searches: 'created_by: the admin who saved the search',
  // The recruiter's desk: the application they are about is the doctor's and goes with it.
  application_pipeline: 'moved_by: the admin who moved the application last',
  application_notes: 'author_id: the admin who wrote the internal note',
  application_activity: 'actor_id: who did it (the name is kept as it read then)',
  shortlists: 'created_by: the admin who sent the shortlist',
  interviews: 'proposed_by: the admin who proposed the times',
  // Exists only while an account's e-mail address is unconfirmed, before it can sign in.
  'private.contested_signups': 'a guard on an unconfirmed sign-up',
};
