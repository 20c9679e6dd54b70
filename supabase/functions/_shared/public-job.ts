// One definition of a public job: its columns (what visitors may read; the database grants SELECT
// on exactly these, tests/db checks it), each column's type and the default a row stored by an
// older app version is filled with (restoreJob), and, for a field shown as a section of its own,
// how the job page, the alert e-mail, the feeds and the JSON-LD show it. The app (`@shared/public-job`)
// and the functions import it; docs/how-to-add-a-job-field.md is the recipe.

import { workingHoursLabel } from './search/job-terms.ts';

export interface JobField<Value> {
  name: string;
  /** What a row that lacks the column (stored before it existed) gets. */
  default: Value;
  /**
   * A section of its own, on the job page (under its heading, one line per item), in the alert
   * e-mail and in the Atom entry; `sample` is the build-time template's placeholder (src/prerender).
   */
  section?: { heading: string; lines(value: Value): string[]; sample: Value };
  /** In the JSON Feed's `_jobtech` under JobTech JobSearch's field name, in its shape. */
  jobtech?: { name: string; value(value: Value): unknown };
  /** In the job page's schema.org JobPosting under this property (left out when undefined). */
  jsonLd?: { property: string; value(value: Value): unknown };
}

/** One column: its name, default and how it is shown beyond the job's fixed texts. */
const column = <const Name extends string, Value>(
  name: Name,
  fallback: Value,
  shows: Omit<JobField<Value>, 'name' | 'default'> = {},
) => ({ name, default: fallback, ...shows });

/** Kontaktperson: who answers questions about the job (JobTech's application_contacts). */
export interface ContactPerson {
  name: string;
  role: string | null;
  phone: string | null;
  email: string | null;
}

/** The contact person's lines: name and role, then how to reach them. */
export function contactLines(contact: ContactPerson | null): string[] {
  if (!contact) return [];
  return [
    [contact.name, contact.role].filter(Boolean).join(', '),
    ...(contact.phone ? [`Telefon: ${contact.phone}`] : []),
    ...(contact.email ? [`E-post: ${contact.email}`] : []),
  ];
}

/** Every public column, in the order the select lists name them. */
export const PUBLIC_JOB_FIELDS = [
  column('id', ''),
  column('title', ''),
  column('employer_name', ''),
  column('location', ''),
  column('description', ''),
  column('job_type', null as string | null),
  column('specialty', null as string | null),
  column('country', 'SE'),
  column('region', null as string | null),
  column('requirements', null as string | null),
  column('benefits', null as string | null),
  column('salary_monthly', null as number | null),
  column('salary_currency', 'SEK'),
  column('status', 'published'),
  column('created_at', ''),
  column('updated_at', ''),
  column('published_at', null as string | null),
  column('expires_at', null as string | null),
  column('employment_form', null as string | null),
  // Omfattning (heltid, deltid): with the form, the job's one classification.
  column('working_hours_type', null as string | null, {
    jobtech: {
      name: 'working_hours_type',
      value: (hours) => {
        const label = workingHoursLabel(hours);
        return label ? { concept_id: null, label } : null;
      },
    },
  }),
  column('periods', [] as unknown),
  column('period_start', null as string | null),
  column('period_end', null as string | null),
  column('scope_percent', null as number | null),
  column('on_call', null as string | null),
  column('pay_amount', null as number | null),
  column('pay_unit', null as string | null),
  column('start_date', null as string | null),
  column('apply_by', null as string | null),
  column('travel_provided', false),
  column('housing_provided', false),
  column('licence_countries', [] as string[]),
  column('specialist_level', null as string | null),
  column('languages', [] as unknown),
  column('contact_person', null as ContactPerson | null, {
    section: {
      heading: 'Kontaktperson',
      lines: contactLines,
      sample: { name: 'Qcontact', role: null, phone: null, email: null },
    },
    jobtech: {
      name: 'application_contacts',
      value: (contact) =>
        contact
          ? [
              {
                name: contact.name,
                description: contact.role,
                email: contact.email,
                telephone: contact.phone,
                contact_type: null,
              },
            ]
          : [],
    },
    jsonLd: {
      property: 'applicationContact',
      value: (contact) =>
        contact
          ? {
              '@type': 'ContactPoint',
              name: contact.name,
              ...(contact.role && { contactType: contact.role }),
              ...(contact.phone && { telephone: contact.phone }),
              ...(contact.email && { email: contact.email }),
            }
          : undefined,
    },
  }),
  // An imported ad: its source (job_sources), the original ad and where to apply for it.
  column('source_id', null as string | null),
  column('original_url', null as string | null),
  column('apply_url', null as string | null),
] as const;

type Fields = typeof PUBLIC_JOB_FIELDS;
type Field = Fields[number];
export type PublicJobColumn = Field['name'];

/** A public job as the definition types it (the functions'; the app's is the generated row's). */
export type DefinedJob = { -readonly [F in Field as F['name']]: F['default'] };

/** The names joined as a select list's literal type, so typed clients know its columns. */
type Joined<List extends readonly Field[], Done extends string = ''> = List extends readonly [
  infer Next extends Field,
  ...infer Rest extends readonly Field[],
]
  ? Joined<Rest, Done extends '' ? Next['name'] : `${Done}, ${Next['name']}`>
  : Done;

/** The select list of every public column: every public read names it (no `select=*`). */
export const PUBLIC_JOB_COLUMNS = PUBLIC_JOB_FIELDS.map((field) => field.name).join(
  ', ',
) as Joined<Fields>;

const fields: readonly JobField<unknown>[] = PUBLIC_JOB_FIELDS;

/**
 * A job row as it was stored (by an older app version, in the device's local copy) made a whole
 * public job: each column it lacks gets the definition's default. Every read from IndexedDB goes
 * through it (the Excalidraw `restore` pattern).
 */
export function restoreJob<Job extends object = DefinedJob>(stored: object): Job {
  const job: Record<string, unknown> = { ...stored };
  for (const { name, default: fallback } of PUBLIC_JOB_FIELDS)
    if (job[name] === undefined) job[name] = structuredClone(fallback);
  return job as Job;
}

/** What the job's row holds in a column (the default when it lacks it). */
const valueIn = (job: object, field: JobField<unknown>): unknown =>
  (job as Record<string, unknown>)[field.name] ?? field.default;

export interface JobSection {
  name: string;
  heading: string;
  lines: string[];
}

/** The job's sections with their lines; those without a line are left out. */
export const jobSections = (job: object): JobSection[] =>
  fields.flatMap((field) => {
    const lines = field.section?.lines(valueIn(job, field)) ?? [];
    return field.section && lines.length > 0
      ? [{ name: field.name, heading: field.section.heading, lines }]
      : [];
  });

/** Every section field's lines by its name (empty when it has none): the job page's texts. */
export const jobSectionLines = (job: object): Record<string, string[]> =>
  Object.fromEntries(
    fields.flatMap((field) =>
      field.section ? [[field.name, field.section.lines(valueIn(job, field))]] : [],
    ),
  );

/** The section fields: heading, template placeholder and the value that leaves them out. */
export const SECTION_FIELDS = fields.flatMap(({ name, default: without, section }) =>
  section ? [{ name, heading: section.heading, sample: section.sample, without }] : [],
);

/** The fields the JSON Feed adds to `_jobtech`, in JobTech's names and shapes. */
export const jobtechFields = (job: object): Record<string, unknown> =>
  Object.fromEntries(
    fields.flatMap((field) =>
      field.jobtech ? [[field.jobtech.name, field.jobtech.value(valueIn(job, field))]] : [],
    ),
  );

/** The schema.org JobPosting properties the definition adds (those with a value). */
export const jsonLdFields = (job: object): Record<string, unknown> =>
  Object.fromEntries(
    fields.flatMap((field) => {
      const value = field.jsonLd?.value(valueIn(job, field));
      return field.jsonLd && value !== undefined ? [[field.jsonLd.property, value]] : [];
    }),
  );
