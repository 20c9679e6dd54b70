// The admin job form's rules (spec §5 plus DESIGN.md's optional fields), in Swedish.
import * as v from 'valibot';
import { numberInput, optionalChoice, optionalText } from './admin-fields.ts';
import { line, paragraph } from './form-fields.ts';

export const JOB_TYPES = ['Heltid', 'Deltid', 'Vikariat', 'Konsult'] as const;
export const JOB_SECTORS = ['allmänmedicin', 'kirurgi', 'pediatrik'] as const;
export const PUBLICATION_STATUSES = ['draft', 'published'] as const;

/** Days a job ad stays visible when it is published without an explicit expiry date. */
export const JOB_VISIBLE_DAYS = 30;

const salaryMonthly = v.pipe(
  v.optional(v.nullable(v.union([v.number(), v.string()])), null),
  v.transform((value) => (value === '' ? null : value)),
  v.nullable(
    v.pipe(
      numberInput('Ange lönen i kronor', 'Lönen måste vara ett tal'),
      v.integer('Lönen måste vara ett heltal (kr per månad)'),
      v.minValue(0, 'Lönen kan inte vara negativ'),
      v.maxValue(10_000_000, 'Lönen är orimligt hög'),
    ),
  ),
);

const employerEmail = v.pipe(
  optionalText(),
  v.nullable(v.pipe(v.string(), v.email('Ogiltig e-postadress för arbetsgivaren'))),
);

/** A calendar date (YYYY-MM-DD) or nothing: then the job is visible 30 days after publishing. */
const expiresOn = v.pipe(
  optionalText(),
  v.nullable(v.pipe(v.string(), v.isoDate('Ange ett giltigt datum (ÅÅÅÅ-MM-DD)'))),
);

export const adminJobSchema = v.object({
  title: line(1, 'Titel krävs'),
  employer_name: line(1, 'Arbetsgivare krävs'),
  location: line(1, 'Plats krävs'),
  description: paragraph(1, 'Beskrivning krävs', 20000),
  requirements: optionalText(),
  sector: optionalChoice(JOB_SECTORS, 'Välj en sektor i listan'),
  job_type: optionalChoice(JOB_TYPES, 'Välj en anställningsform i listan'),
  salary_monthly: salaryMonthly,
  benefits: optionalText(),
  employer_email: employerEmail,
  expires_on: expiresOn,
  status: v.optional(v.picklist(PUBLICATION_STATUSES, 'Välj Utkast eller Publicerad'), 'draft'),
});

export type AdminJobInput = v.InferInput<typeof adminJobSchema>;
export type AdminJob = v.InferOutput<typeof adminJobSchema>;
