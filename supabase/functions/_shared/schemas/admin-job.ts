// The admin job form's rules (spec §5 plus DESIGN.md's optional fields, specialty,
// country, region and currency and terms), in Swedish. The lists are the search model's.
import * as v from 'valibot';
import type { ContactPerson } from '../public-job.ts';
import {
  COUNTRY_VALUES,
  CURRENCY_VALUES,
  LEGACY_SPECIALTIES,
  REGION_VALUES,
  regionCountry,
  SPECIALTY_VALUES,
} from '../search/index.ts';
import { optionalChoice, optionalText } from './admin-fields.ts';
import { jobTermsEntries } from './admin-job-terms.ts';
import { line, paragraph, singleLine, tooLong } from './form-fields.ts';

export const PUBLICATION_STATUSES = ['draft', 'published'] as const;

/** Days a job ad stays visible when it is published without an explicit expiry date. */
export const JOB_VISIBLE_DAYS = 30;

const employerEmail = v.pipe(
  optionalText(),
  v.nullable(v.pipe(v.string(), v.email('Ogiltig e-postadress för arbetsgivaren'))),
);

/** A calendar date (YYYY-MM-DD) or nothing: then the job is visible 30 days after publishing. */
const expiresOn = v.pipe(
  optionalText(),
  v.nullable(v.pipe(v.string(), v.isoDate('Ange ett giltigt datum (ÅÅÅÅ-MM-DD)'))),
);

/** The database's check of a contact person's phone (20261129160100): digits, spaces, + ( ) -. */
const PHONE = /^\+?[0-9][0-9 ()-]{4,19}$/;

/** A one-line optional text: trimmed, blank becomes null. */
const optionalLine = (max = 200) =>
  v.pipe(
    optionalText(),
    v.nullable(v.pipe(v.string(), v.maxLength(max, tooLong(max)), singleLine())),
  );

/** Kontaktperson: all blank is none; otherwise a name, and a phone and an e-mail that are ones. */
const contactPerson = v.optional(
  v.nullable(
    v.pipe(
      v.object({
        name: optionalLine(),
        role: optionalLine(),
        phone: v.pipe(
          optionalText(),
          v.nullable(
            v.pipe(v.string(), v.regex(PHONE, 'Ogiltigt telefonnummer för kontaktpersonen')),
          ),
        ),
        email: v.pipe(
          optionalText(),
          v.nullable(v.pipe(v.string(), v.email('Ogiltig e-postadress för kontaktpersonen'))),
        ),
      }),
      v.forward(
        v.check(
          (contact) =>
            contact.name !== null || Object.values(contact).every((value) => value === null),
          'Kontaktpersonen behöver ett namn',
        ),
        ['name'],
      ),
      v.transform((contact) => (contact.name ? { ...contact, name: contact.name } : null)),
    ),
  ),
  null,
);

/** A group's parts name the stored value's own keys, so a key the column lacks fails tsc. */
interface TextGroup<Value> {
  legend: string;
  parts: readonly { key: keyof Value & string; label: string; type: 'text' | 'tel' | 'email' }[];
}

/**
 * The form's fieldsets of one-line texts that one jsonb column stores (their rules are the
 * column's entry in adminJobSchema): each part's key, label and input type. The form's values
 * and inputs come from here, so such a column needs no code of its own in the form.
 */
export const JOB_TEXT_GROUPS = {
  contact_person: {
    legend: 'Kontaktperson (valfritt, visas i annonsen)',
    parts: [
      { key: 'name', label: 'Namn', type: 'text' },
      { key: 'role', label: 'Roll', type: 'text' },
      { key: 'phone', label: 'Telefon', type: 'tel' },
      { key: 'email', label: 'E-post', type: 'email' },
    ],
  } satisfies TextGroup<ContactPerson>,
} as const;

/** Today in the admin's time zone, as the form's date fields write days (YYYY-MM-DD). */
const today = () => new Date().toLocaleDateString('sv-SE');

/** The spec's old sector value pediatrik is saved as today's barn- och ungdomsmedicin. */
const specialty = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value) => (value ? (LEGACY_SPECIALTIES[value] ?? value) : null)),
  v.nullable(v.picklist(SPECIALTY_VALUES, 'Välj en specialitet i listan')),
);

export const adminJobSchema = v.pipe(
  v.object({
    title: line(1, 'Titel krävs'),
    employer_name: line(1, 'Arbetsgivare krävs'),
    location: line(1, 'Plats krävs'),
    description: paragraph(1, 'Beskrivning krävs', 20000),
    requirements: optionalText(),
    specialty,
    country: v.optional(v.picklist(COUNTRY_VALUES, 'Välj Sverige, Norge eller Danmark'), 'SE'),
    region: optionalChoice(REGION_VALUES, 'Välj en region i listan'),
    salary_currency: v.optional(v.picklist(CURRENCY_VALUES, 'Välj SEK, NOK eller DKK'), 'SEK'),
    benefits: optionalText(),
    employer_email: employerEmail,
    contact_person: contactPerson,
    expires_on: expiresOn,
    /** The day a published ad was published (empty: it is published now, if at all). */
    published_on: v.optional(v.string(), ''),
    status: v.optional(v.picklist(PUBLICATION_STATUSES, 'Välj Utkast eller Publicerad'), 'draft'),
    ...jobTermsEntries,
  }),
  v.forward(
    v.check(
      ({ country, region }) => region === null || regionCountry(region) === country,
      'Regionen ligger inte i det valda landet',
    ),
    ['region'],
  ),
  // Omfattning and its percentage agree (the database's classify_job refuses the same).
  v.forward(
    v.partialCheck(
      [['working_hours_type'], ['scope_percent']],
      ({ working_hours_type, scope_percent }) =>
        scope_percent === null ||
        working_hours_type === null ||
        (scope_percent === 100) === (working_hours_type === 'heltid'),
      (issue) =>
        (issue.input as { working_hours_type?: string }).working_hours_type === 'heltid'
          ? 'Heltid är 100 %: välj deltid för en lägre omfattning'
          : 'Deltid är under 100 %: välj heltid eller en lägre omfattning',
    ),
    ['scope_percent'],
  ),
  // The database's jobs_expires_after_published, said on the field before saving. With a last
  // day to apply the expiry follows it (below); a passed one the database refuses with a reason.
  v.forward(
    v.partialCheck(
      [['status'], ['expires_on'], ['published_on'], ['apply_by']],
      ({ status, expires_on, published_on, apply_by }) =>
        status !== 'published' ||
        !!apply_by ||
        !expires_on ||
        expires_on >= (published_on || today()),
      (issue) => {
        const { published_on } = issue.input as { published_on?: string };
        return published_on
          ? `Sista publiceringsdag kan inte vara före publiceringsdagen (${published_on})`
          : 'Sista publiceringsdag kan inte ha passerat när jobbet publiceras';
      },
    ),
    ['expires_on'],
  ),
  // The last day to apply is the ad's end, earlier or later than the expiry typed (the
  // database's check_job_terms does the same): the ad stays up while doctors may apply.
  v.transform((job) => (job.apply_by ? { ...job, expires_on: job.apply_by } : job)),
);

export type AdminJobInput = v.InferInput<typeof adminJobSchema>;
export type AdminJob = v.InferOutput<typeof adminJobSchema>;
