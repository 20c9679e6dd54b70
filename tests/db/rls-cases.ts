// The expected row-level-security outcomes, one line per table, operation and target, with the
// outcome for every kind of caller. Read by rls-matrix.test.ts.
import { ACTORS, type Actor, ROWS, type RowName, USERS } from './actors.ts';
import { deskLines } from './rls-cases-desk.ts';

/** A fixture row, or a user (profiles are named by their user). */
export type Name = RowName | keyof typeof USERS;
/** select: the fixture rows the caller sees, or 'deny' (no privilege at all). Writes: allow | deny. */
export type Outcome = 'allow' | 'deny' | readonly Name[];
type Outcomes = Record<Actor, Outcome>;
type Op = 'select' | 'insert' | 'update' | 'delete';

export interface Line {
  table: string;
  op: Op;
  label: string;
  /** The statement; `$1` is the acting user's id (seeker A for anon and service). */
  sql: string;
  expected: Outcomes;
  setup?: string;
  /** select only: the column that names a row, `id` or `user_id`. */
  key?: 'id' | 'user_id';
}

const only = (...allowed: Actor[]): Outcomes =>
  Object.fromEntries(
    ACTORS.map((actor) => [actor, allowed.includes(actor) ? 'allow' : 'deny']),
  ) as Outcomes;
const ADMINS = only('admin', 'service');
const SERVICE = only('service');

const row = (name: RowName) => `'${ROWS[name]}'`;
/** An application as the app sends it: the applicant's identity is the database's to fill in. */
const job = (jobName: RowName = 'jobOpen') =>
  `insert into public.job_applications (job_id, applicant_id, cover_letter)
   values (${row(jobName)}, $1, 'Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.')`;
/**
 * Two doctors' browsers, seeker A's push settings and a notice to A: a setup of the push lines
 * rather than a fixture, since some tests build the database of an earlier migration.
 */
const pushRows = `
  insert into public.push_subscriptions (id, user_id, endpoint, p256dh, auth) values
    (${row('pushA')}, '${USERS.seekerA}', 'https://push.example.se/a', '${'B'.repeat(87)}', '${'a'.repeat(22)}'),
    (${row('pushB')}, '${USERS.seekerB}', 'https://push.example.se/b', '${'B'.repeat(87)}', '${'b'.repeat(22)}');
  insert into public.push_settings (user_id) values ('${USERS.seekerA}');
  insert into public.outgoing_pushes (id, message_id, subscription_id, user_id, kind, payload) values
    (${row('noticeA')}, gen_random_uuid(), ${row('pushA')}, '${USERS.seekerA}', 'new-jobs', '{"title": "1 nytt jobb"}');`;

const withdrawn = `update public.job_applications set status = 'withdrawn' where id = ${row('applicationA')};`;

export const lines: Line[] = [
  // jobs: the public sees published, unexpired ads; admins manage all.
  {
    table: 'jobs',
    op: 'select',
    label: 'all rows',
    sql: 'select id from public.jobs',
    expected: {
      anon: ['jobPublished', 'jobOpen'],
      seekerA: ['jobPublished', 'jobOpen'],
      seekerB: ['jobPublished', 'jobOpen'],
      admin: ['jobPublished', 'jobOpen', 'jobDraft', 'jobExpired'],
      service: ['jobPublished', 'jobOpen', 'jobDraft', 'jobExpired'],
    },
  },
  {
    table: 'jobs',
    op: 'insert',
    label: 'a draft',
    expected: ADMINS,
    sql: `insert into public.jobs (title, employer_name, location, description) values ('Nytt', 'Region Test', 'Luleå, Sverige', 'Text.')`,
  },
  {
    table: 'jobs',
    op: 'update',
    label: 'a published job',
    expected: ADMINS,
    sql: `update public.jobs set title = 'Ändrad' where id = ${row('jobPublished')}`,
  },
  {
    table: 'jobs',
    op: 'delete',
    label: 'a published job',
    expected: ADMINS,
    sql: `delete from public.jobs where id = ${row('jobPublished')}`,
  },

  // banners: the public sees published ones; admins manage all.
  {
    table: 'banners',
    op: 'select',
    label: 'all rows',
    sql: 'select id from public.banners',
    expected: {
      anon: ['bannerPublished'],
      seekerA: ['bannerPublished'],
      seekerB: ['bannerPublished'],
      admin: ['bannerPublished', 'bannerDraft'],
      service: ['bannerPublished', 'bannerDraft'],
    },
  },
  {
    table: 'banners',
    op: 'insert',
    label: 'a draft',
    expected: ADMINS,
    sql: `insert into public.banners (title, employer_name, image_url) values ('Ny', 'Region Test', '/banners/ny.svg')`,
  },
  {
    table: 'banners',
    op: 'update',
    label: 'a published banner',
    expected: ADMINS,
    sql: `update public.banners set price = 150 where id = ${row('bannerPublished')}`,
  },
  {
    table: 'banners',
    op: 'delete',
    label: 'a published banner',
    expected: ADMINS,
    sql: `delete from public.banners where id = ${row('bannerPublished')}`,
  },

  // user_roles: a user reads their own roles (the admin check); only admins grant and revoke.
  {
    table: 'user_roles',
    op: 'select',
    label: 'all rows',
    sql: 'select id from public.user_roles',
    expected: {
      anon: 'deny',
      seekerA: [],
      seekerB: [],
      admin: ['roleAdmin', 'roleOtherAdmin'],
      service: ['roleAdmin', 'roleOtherAdmin'],
    },
  },
  {
    table: 'user_roles',
    op: 'insert',
    label: 'admin for seeker B (self-promotion when B)',
    expected: ADMINS,
    sql: `insert into public.user_roles (user_id, role) values ('${USERS.seekerB}', 'admin')`,
  },
  {
    table: 'user_roles',
    op: 'update',
    label: 'another admin role',
    expected: ADMINS,
    sql: `update public.user_roles set user_id = '${USERS.seekerA}' where id = ${row('roleOtherAdmin')}`,
  },
  {
    table: 'user_roles',
    op: 'delete',
    label: 'another admin role',
    expected: ADMINS,
    sql: `delete from public.user_roles where id = ${row('roleOtherAdmin')}`,
  },

  // job_seeker_profiles: own profile only; admins read; created by the sign-up trigger.
  {
    table: 'job_seeker_profiles',
    op: 'select',
    label: 'all rows',
    key: 'user_id',
    sql: 'select user_id as id from public.job_seeker_profiles',
    expected: {
      anon: 'deny',
      seekerA: ['seekerA'],
      seekerB: ['seekerB'],
      admin: ['admin', 'seekerA', 'seekerB', 'otherAdmin'],
      service: ['admin', 'seekerA', 'seekerB', 'otherAdmin'],
    },
  },
  {
    table: 'job_seeker_profiles',
    op: 'insert',
    label: 'for a user without one',
    expected: SERVICE,
    sql: `insert into public.job_seeker_profiles (user_id, full_name, email) values ('${USERS.fresh}', 'Ny', 'ny@example.se')`,
  },
  {
    table: 'job_seeker_profiles',
    op: 'insert',
    label: 'their own missing profile (e-mail from the account)',
    expected: only('seekerA', 'seekerB', 'admin', 'service'),
    setup: 'delete from public.job_seeker_profiles;',
    sql: `insert into public.job_seeker_profiles (user_id, full_name, email) values ($1, 'Ny', 'annan@example.se')`,
  },
  {
    table: 'job_seeker_profiles',
    op: 'update',
    label: "seeker A's name and phone",
    expected: only('seekerA', 'service'),
    sql: `update public.job_seeker_profiles set full_name = 'Anna A', phone = '070-1' where user_id = '${USERS.seekerA}'`,
  },
  {
    table: 'job_seeker_profiles',
    op: 'update',
    label: "seeker A's e-mail (follows the account)",
    expected: SERVICE,
    sql: `update public.job_seeker_profiles set email = 'ny@example.se' where user_id = '${USERS.seekerA}'`,
  },
  {
    table: 'job_seeker_profiles',
    op: 'delete',
    label: "seeker A's profile",
    expected: SERVICE,
    sql: `delete from public.job_seeker_profiles where user_id = '${USERS.seekerA}'`,
  },

  // job_applications: apply as yourself, pending, to a public job; read your own; admins review.
  {
    table: 'job_applications',
    op: 'select',
    label: 'all rows',
    sql: 'select id from public.job_applications',
    expected: {
      anon: 'deny',
      seekerA: ['applicationA'],
      seekerB: ['applicationB'],
      admin: ['applicationA', 'applicationB'],
      service: ['applicationA', 'applicationB'],
    },
  },
  {
    table: 'job_applications',
    op: 'insert',
    label: 'own, pending, to a published job',
    expected: only('seekerA', 'seekerB', 'admin', 'service'),
    sql: job(),
  },
  {
    table: 'job_applications',
    op: 'insert',
    label: 'in seeker B’s name',
    expected: only('seekerB', 'service'),
    sql: job().replace('$1', `'${USERS.seekerB}'`),
  },
  {
    table: 'job_applications',
    op: 'insert',
    label: 'own, with a name and e-mail of its own choosing',
    expected: SERVICE,
    sql: `insert into public.job_applications (job_id, applicant_id, applicant_name, applicant_email, cover_letter)
          values (${row('jobOpen')}, $1, 'Bertil Berg', 'seekerB@example.se', 'Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.')`,
  },
  {
    table: 'job_applications',
    op: 'insert',
    label: 'own, to a draft job',
    expected: SERVICE,
    sql: job('jobDraft'),
  },
  {
    table: 'job_applications',
    op: 'insert',
    label: 'own, to an expired job',
    expected: SERVICE,
    sql: job('jobExpired'),
  },
  {
    table: 'job_applications',
    op: 'insert',
    label: 'own, already accepted',
    expected: SERVICE,
    sql: `insert into public.job_applications (job_id, applicant_id, cover_letter, status)
          values (${row('jobOpen')}, $1, 'Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.', 'accepted')`,
  },
  {
    table: 'job_applications',
    op: 'update',
    label: "status of seeker A's application",
    expected: ADMINS,
    sql: `update public.job_applications set status = 'reviewed' where id = ${row('applicationA')}`,
  },
  {
    table: 'job_applications',
    op: 'update',
    label: "cover letter of seeker A's application",
    expected: SERVICE,
    sql: `update public.job_applications set cover_letter = 'Ny text. Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.' where id = ${row('applicationA')}`,
  },
  {
    table: 'job_applications',
    op: 'update',
    label: "applicant name of seeker A's application",
    expected: SERVICE,
    sql: `update public.job_applications set applicant_name = 'Bertil Berg' where id = ${row('applicationA')}`,
  },
  {
    table: 'job_applications',
    op: 'update',
    label: "job title snapshot of seeker A's application",
    expected: SERVICE,
    sql: `update public.job_applications set job_title = 'Annat jobb' where id = ${row('applicationA')}`,
  },
  {
    table: 'job_applications',
    op: 'update',
    label: "withdraw seeker A's application",
    expected: only('seekerA', 'service'),
    sql: withdrawn,
  },
  {
    table: 'job_applications',
    op: 'update',
    label: "status of seeker A's application back from withdrawn",
    expected: SERVICE,
    setup: withdrawn,
    sql: `update public.job_applications set status = 'pending' where id = ${row('applicationA')}`,
  },
  {
    table: 'job_applications',
    op: 'delete',
    label: "seeker A's application",
    expected: SERVICE,
    sql: `delete from public.job_applications where id = ${row('applicationA')}`,
  },

  // saved_jobs: each user's own rows only.
  {
    table: 'saved_jobs',
    op: 'select',
    label: 'all rows',
    sql: 'select user_id as id from public.saved_jobs',
    expected: {
      anon: 'deny',
      seekerA: ['seekerA'],
      seekerB: ['seekerB'],
      admin: [],
      service: ['seekerA', 'seekerB'],
    },
  },
  {
    table: 'saved_jobs',
    op: 'insert',
    label: 'own',
    expected: only('seekerA', 'seekerB', 'admin', 'service'),
    sql: `insert into public.saved_jobs (user_id, job_id) values ($1, ${row('jobOpen')})`,
  },
  {
    table: 'saved_jobs',
    op: 'insert',
    label: 'in seeker B’s name',
    expected: only('seekerB', 'service'),
    sql: `insert into public.saved_jobs (user_id, job_id) values ('${USERS.seekerB}', ${row('jobOpen')})`,
  },
  {
    table: 'saved_jobs',
    op: 'update',
    label: "seeker A's saved job",
    expected: only('seekerA', 'service'),
    sql: `update public.saved_jobs set saved_at = now() where user_id = '${USERS.seekerA}'`,
  },
  {
    table: 'saved_jobs',
    op: 'delete',
    label: "seeker A's saved job",
    expected: only('seekerA', 'service'),
    sql: `delete from public.saved_jobs where user_id = '${USERS.seekerA}'`,
  },

  // contact_requests: written by the send-contact-email function (service role); admins read.
  {
    table: 'contact_requests',
    op: 'select',
    label: 'all rows',
    sql: 'select id from public.contact_requests',
    expected: {
      anon: 'deny',
      seekerA: [],
      seekerB: [],
      admin: ['contactRequest'],
      service: ['contactRequest'],
    },
  },
  {
    table: 'contact_requests',
    op: 'insert',
    label: 'a request',
    expected: SERVICE,
    sql: `insert into public.contact_requests (type, company_name, contact_name, email, phone, message)
          values ('pricing-request', 'AB', 'Eva Ek', 'eva@example.se', '0701234567', 'Vad kostar en annons?')`,
  },
  {
    table: 'contact_requests',
    op: 'update',
    label: 'a request',
    expected: SERVICE,
    sql: `update public.contact_requests set message = 'Ändrat meddelande' where id = ${row('contactRequest')}`,
  },
  {
    table: 'contact_requests',
    op: 'update',
    label: 'marked handled',
    expected: ADMINS,
    sql: `update public.contact_requests set handled_at = now() where id = ${row('contactRequest')}`,
  },
  {
    table: 'contact_requests',
    op: 'update',
    label: 'linked to the job made from it',
    expected: ADMINS,
    sql: `update public.contact_requests set job_id = ${row('jobDraft')} where id = ${row('contactRequest')}`,
  },
  {
    table: 'contact_requests',
    op: 'delete',
    label: 'a request',
    expected: SERVICE,
    sql: `delete from public.contact_requests where id = ${row('contactRequest')}`,
  },

  // settings: everyone reads the one row; admins edit it.
  {
    table: 'settings',
    op: 'select',
    label: 'the row',
    sql: 'select id::text from public.settings',
    expected: {
      anon: ['settings'],
      seekerA: ['settings'],
      seekerB: ['settings'],
      admin: ['settings'],
      service: ['settings'],
    },
  },
  {
    table: 'settings',
    op: 'insert',
    label: 'the row (after it was removed)',
    expected: SERVICE,
    setup: 'delete from public.settings;',
    sql: `insert into public.settings (provider_name, contact_email, email_signature) values ('X', 'x@example.se', 'Hej')`,
  },
  {
    table: 'settings',
    op: 'update',
    label: 'the contact e-mail',
    expected: ADMINS,
    sql: `update public.settings set contact_email = 'ny@example.se' where id = 1`,
  },
  {
    table: 'settings',
    op: 'delete',
    label: 'the row',
    expected: SERVICE,
    sql: 'delete from public.settings where id = 1',
  },

  // private_settings: admins and the service role only.
  {
    table: 'private_settings',
    op: 'select',
    label: 'the row',
    sql: 'select id::text from public.private_settings',
    expected: {
      anon: 'deny',
      seekerA: [],
      seekerB: [],
      admin: ['privateSettings'],
      service: ['privateSettings'],
    },
  },
  {
    table: 'private_settings',
    op: 'insert',
    label: 'the row (after it was removed)',
    expected: SERVICE,
    setup: 'delete from public.private_settings;',
    sql: `insert into public.private_settings (notification_recipients) values (array['a@example.se'])`,
  },
  {
    table: 'private_settings',
    op: 'update',
    label: 'the recipients',
    expected: ADMINS,
    sql: `update public.private_settings set notification_recipients = array['b@example.se'] where id = 1`,
  },
  {
    table: 'private_settings',
    op: 'delete',
    label: 'the row',
    expected: SERVICE,
    sql: 'delete from public.private_settings where id = 1',
  },

  // job_alerts (Bevakningar): a doctor reads and changes only their own; nobody but the service
  // role reads the unsubscribe token or moves an alert to another user.
  {
    table: 'job_alerts',
    op: 'select',
    label: 'all rows',
    sql: 'select id from public.job_alerts',
    expected: {
      anon: 'deny',
      seekerA: ['alertA'],
      seekerB: ['alertB'],
      admin: [],
      service: ['alertA', 'alertB'],
    },
  },
  {
    table: 'job_alerts',
    op: 'select',
    label: 'the unsubscribe tokens',
    sql: 'select id from public.job_alerts where unsubscribe_token is not null',
    expected: {
      anon: 'deny',
      seekerA: 'deny',
      seekerB: 'deny',
      admin: 'deny',
      service: ['alertA', 'alertB'],
    },
  },
  {
    table: 'job_alerts',
    op: 'insert',
    label: 'their own',
    expected: only('seekerA', 'seekerB', 'admin', 'service'),
    sql: `insert into public.job_alerts (user_id, name, search, frequency) values ($1, 'Ny', '{"typ": "Heltid"}', 'weekly')`,
  },
  {
    table: 'job_alerts',
    op: 'insert',
    label: 'in seeker B’s name',
    expected: only('seekerB', 'service'),
    sql: `insert into public.job_alerts (user_id, name, search) values ('${USERS.seekerB}', 'Ny', '{}')`,
  },
  {
    table: 'job_alerts',
    op: 'update',
    label: "seeker A's alert (name, search, frequency)",
    expected: only('seekerA', 'service'),
    sql: `update public.job_alerts set name = 'Ändrad', search = '{}', frequency = 'off' where id = ${row('alertA')}`,
  },
  {
    table: 'job_alerts',
    op: 'update',
    label: "seeker A's alert to seeker B",
    expected: SERVICE,
    sql: `update public.job_alerts set user_id = '${USERS.seekerB}' where id = ${row('alertA')}`,
  },
  {
    table: 'job_alerts',
    op: 'update',
    label: "seeker A's unsubscribe token and last digest",
    expected: SERVICE,
    sql: `update public.job_alerts set unsubscribe_token = gen_random_uuid(), last_sent_at = null where id = ${row('alertA')}`,
  },
  {
    table: 'job_alerts',
    op: 'delete',
    label: "seeker A's alert",
    expected: only('seekerA', 'service'),
    sql: `delete from public.job_alerts where id = ${row('alertA')}`,
  },

  // push_subscriptions: a doctor sees and deletes only their own browsers; they are saved through
  // save_push_subscription, and nobody but the service role reads the keys messages are encrypted to.
  {
    table: 'push_subscriptions',
    setup: pushRows,
    op: 'select',
    label: 'all rows',
    sql: 'select id from public.push_subscriptions',
    expected: {
      anon: 'deny',
      seekerA: ['pushA'],
      seekerB: ['pushB'],
      admin: [],
      service: ['pushA', 'pushB'],
    },
  },
  {
    table: 'push_subscriptions',
    setup: pushRows,
    op: 'select',
    label: 'the encryption keys',
    sql: 'select id from public.push_subscriptions where p256dh is not null and auth is not null',
    expected: { ...SERVICE, service: ['pushA', 'pushB'] },
  },
  {
    table: 'push_subscriptions',
    setup: pushRows,
    op: 'insert',
    label: 'their own, bypassing save_push_subscription',
    expected: SERVICE,
    sql: `insert into public.push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, 'https://push.example.se/ny', '${'C'.repeat(87)}', '${'c'.repeat(22)}')`,
  },
  {
    table: 'push_subscriptions',
    setup: pushRows,
    op: 'update',
    label: "seeker A's endpoint",
    expected: SERVICE,
    sql: `update public.push_subscriptions set endpoint = 'https://push.example.se/annan' where id = ${row('pushA')}`,
  },
  {
    table: 'push_subscriptions',
    setup: pushRows,
    op: 'delete',
    label: "seeker A's browser",
    expected: only('seekerA', 'service'),
    sql: `delete from public.push_subscriptions where id = ${row('pushA')}`,
  },

  // push_settings: a doctor's push kinds and quiet hours, their own only.
  {
    table: 'push_settings',
    setup: pushRows,
    op: 'select',
    label: 'all rows',
    key: 'user_id',
    sql: 'select user_id as id from public.push_settings',
    expected: { anon: 'deny', seekerA: ['seekerA'], seekerB: [], admin: [], service: ['seekerA'] },
  },
  {
    table: 'push_settings',
    setup: pushRows,
    op: 'insert',
    label: 'in seeker B’s name',
    expected: only('seekerB', 'service'),
    sql: `insert into public.push_settings (user_id, application_status) values ('${USERS.seekerB}', true)`,
  },
  {
    table: 'push_settings',
    setup: pushRows,
    op: 'update',
    label: "seeker A's quiet hours",
    expected: only('seekerA', 'service'),
    sql: `update public.push_settings set quiet_from = 22, quiet_until = 6 where user_id = '${USERS.seekerA}'`,
  },
  {
    table: 'push_settings',
    setup: pushRows,
    op: 'update',
    label: "seeker A's settings to seeker B",
    expected: SERVICE,
    sql: `update public.push_settings set user_id = '${USERS.seekerB}' where user_id = '${USERS.seekerA}'`,
  },
  {
    table: 'push_settings',
    setup: pushRows,
    op: 'delete',
    label: "seeker A's settings",
    expected: only('seekerA', 'service'),
    sql: `delete from public.push_settings where user_id = '${USERS.seekerA}'`,
  },

  // outgoing_pushes: the functions' queue; a doctor reads the notices sent to them.
  {
    table: 'outgoing_pushes',
    setup: pushRows,
    op: 'select',
    label: 'all rows',
    sql: 'select id from public.outgoing_pushes',
    expected: { anon: 'deny', seekerA: ['noticeA'], seekerB: [], admin: [], service: ['noticeA'] },
  },
  {
    table: 'outgoing_pushes',
    setup: pushRows,
    op: 'insert',
    label: 'a notice to seeker A',
    expected: SERVICE,
    sql: `insert into public.outgoing_pushes (message_id, subscription_id, user_id, kind, payload) values (gen_random_uuid(), ${row('pushA')}, $1, 'new-jobs', '{}')`,
  },
  {
    table: 'outgoing_pushes',
    setup: pushRows,
    op: 'update',
    label: 'seeker A’s notice as sent',
    expected: SERVICE,
    sql: `update public.outgoing_pushes set status = 'sent' where id = ${row('noticeA')}`,
  },
  {
    table: 'outgoing_pushes',
    setup: pushRows,
    op: 'delete',
    label: 'seeker A’s notice',
    expected: SERVICE,
    sql: `delete from public.outgoing_pushes where id = ${row('noticeA')}`,
  },

  // job_alert_deliveries: the alert function's record, service role only.
  {
    table: 'job_alert_deliveries',
    op: 'select',
    label: 'all rows',
    sql: 'select alert_id as id from public.job_alert_deliveries',
    expected: { ...SERVICE, service: ['alertA'] },
  },
  {
    table: 'job_alert_deliveries',
    op: 'insert',
    label: 'a delivery for seeker A’s alert',
    expected: SERVICE,
    sql: `insert into public.job_alert_deliveries (alert_id, job_id) values (${row('alertA')}, ${row('jobOpen')})`,
  },
  {
    table: 'job_alert_deliveries',
    op: 'update',
    label: 'seeker A’s delivery',
    expected: SERVICE,
    sql: `update public.job_alert_deliveries set sent_at = now() where alert_id = ${row('alertA')}`,
  },
  {
    table: 'job_alert_deliveries',
    op: 'delete',
    label: 'seeker A’s deliveries (which would send the job again)',
    expected: SERVICE,
    sql: `delete from public.job_alert_deliveries where alert_id = ${row('alertA')}`,
  },

  // professional_profiles (issue 48's part): the owner and admins read; only the owner turns
  // "Synlig för rekryterare" on and off; the profile itself is written by the function.
  {
    table: 'professional_profiles',
    op: 'select',
    label: 'all rows',
    sql: 'select user_id as id from public.professional_profiles',
    expected: {
      anon: 'deny',
      seekerA: ['seekerA'],
      seekerB: ['seekerB'],
      admin: ['seekerA', 'seekerB'],
      service: ['seekerA', 'seekerB'],
    },
  },
  {
    table: 'professional_profiles',
    op: 'insert',
    label: 'a profile of their own',
    expected: SERVICE,
    sql: `insert into public.professional_profiles (user_id, profile) values ('${USERS.fresh}', '{}')`,
  },
  {
    table: 'professional_profiles',
    op: 'update',
    label: "seeker A's visibility to recruiters",
    expected: only('seekerA', 'service'),
    sql: `update public.professional_profiles set visible_to_recruiters = false where user_id = '${USERS.seekerA}'`,
  },
  {
    table: 'professional_profiles',
    op: 'update',
    label: "seeker A's profile itself",
    expected: SERVICE,
    sql: `update public.professional_profiles set profile = '{}' where user_id = '${USERS.seekerA}'`,
  },
  {
    table: 'professional_profiles',
    op: 'delete',
    label: "seeker A's profile",
    expected: SERVICE,
    sql: `delete from public.professional_profiles where user_id = '${USERS.seekerA}'`,
  },

  // candidate_searches: the admins' saved candidate searches, nobody else's business.
  {
    table: 'candidate_searches',
    op: 'select',
    label: 'all rows',
    sql: 'select id from public.candidate_searches',
    expected: {
      anon: 'deny',
      seekerA: [],
      seekerB: [],
      admin: ['savedSearch'],
      service: ['savedSearch'],
    },
  },
  {
    table: 'candidate_searches',
    op: 'insert',
    label: 'a search',
    expected: ADMINS,
    sql: `insert into public.candidate_searches (name, search) values ('Ny', '{"sprak": "norska"}')`,
  },
  {
    table: 'candidate_searches',
    op: 'update',
    label: 'the saved search',
    expected: ADMINS,
    sql: `update public.candidate_searches set name = 'Ändrad' where id = ${row('savedSearch')}`,
  },
  {
    table: 'candidate_searches',
    op: 'delete',
    label: 'the saved search',
    expected: ADMINS,
    sql: `delete from public.candidate_searches where id = ${row('savedSearch')}`,
  },

  // job_invitations: admins invite and withdraw; the candidate reads and answers their own.
  {
    table: 'job_invitations',
    op: 'select',
    label: 'all rows',
    sql: 'select id from public.job_invitations',
    expected: {
      anon: 'deny',
      seekerA: ['invitationA'],
      seekerB: [],
      admin: ['invitationA'],
      service: ['invitationA'],
    },
  },
  {
    table: 'job_invitations',
    op: 'insert',
    label: 'seeker A (visible) to the published job',
    expected: ADMINS,
    sql: `insert into public.job_invitations (job_id, candidate_id) values (${row('jobPublished')}, '${USERS.seekerA}')`,
  },
  {
    table: 'job_invitations',
    op: 'update',
    label: "seeker A's answer Inte nu",
    expected: only('seekerA', 'service'),
    sql: `update public.job_invitations set answer = 'not-now', reason = 'Jag har redan ett uppdrag.' where id = ${row('invitationA')}`,
  },
  {
    table: 'job_invitations',
    op: 'update',
    label: "seeker A's invitation to seeker B",
    expected: SERVICE,
    sql: `update public.job_invitations set candidate_id = '${USERS.seekerB}' where id = ${row('invitationA')}`,
  },
  {
    table: 'job_invitations',
    op: 'delete',
    label: "seeker A's invitation",
    expected: ADMINS,
    sql: `delete from public.job_invitations where id = ${row('invitationA')}`,
  },
  ...deskLines,
];
