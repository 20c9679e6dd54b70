// The professional profile's form values and their way to the schema: the form keeps a row per
// country (a state of '' means "not given") and '' for empty number fields; the schema's output
// drops those, and its errors are mapped back onto the rows.
import {
  EMPTY_PROFESSIONAL_PROFILE,
  type FieldErrors,
  fieldErrors,
  LICENCE_COUNTRIES,
  type LicenceCountry,
  type LicenceState,
  type ProfessionalProfile,
  professionalProfileSchema,
} from '@shared/schemas';
import * as v from 'valibot';

export type ProfessionalFormValues = Omit<
  ProfessionalProfile,
  'licences' | 'noticeWeeks' | 'scopePercent'
> & {
  licences: { country: LicenceCountry; state: LicenceState | ''; registerNumber: string }[];
  noticeWeeks: number | '';
  scopePercent: number | '';
};

export function toFormValues(profile: ProfessionalProfile | null): ProfessionalFormValues {
  const stored = profile ?? EMPTY_PROFESSIONAL_PROFILE;
  return {
    ...stored,
    licences: LICENCE_COUNTRIES.map(
      (country) =>
        stored.licences.find((item) => item.country === country) ?? {
          country,
          state: '',
          registerNumber: '',
        },
    ),
    noticeWeeks: stored.noticeWeeks ?? '',
    scopePercent: stored.scopePercent ?? '',
  };
}

/** The values as the schema and the server take them, and where each licence row went. */
function toInput(values: ProfessionalFormValues) {
  const rows = values.licences.flatMap((item, index) =>
    item.state === '' && item.registerNumber.trim() === '' ? [] : [{ item, index }],
  );
  return {
    input: {
      ...values,
      licences: rows.map(({ item }) => item),
      noticeWeeks: values.noticeWeeks === '' ? null : values.noticeWeeks,
      scopePercent: values.scopePercent === '' ? null : values.scopePercent,
    },
    rowOf: rows.map(({ index }) => index),
  };
}

/** `licences.<i>.x` of the schema's input → the form's row for that country. */
function remapErrors(errors: FieldErrors, rowOf: number[]): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [
      path.replace(/^licences\.(\d+)/, (_all, i: string) => `licences.${rowOf[Number(i)] ?? i}`),
      message,
    ]),
  );
}

export function validateProfessionalForm(values: ProfessionalFormValues): FieldErrors {
  const { input, rowOf } = toInput(values);
  const result = v.safeParse(professionalProfileSchema, input);
  return result.success ? {} : remapErrors(fieldErrors(result.issues), rowOf);
}

export function toProfile(values: ProfessionalFormValues): ProfessionalProfile {
  return v.parse(professionalProfileSchema, toInput(values).input);
}

/** The server's field errors, placed on the form's rows. */
export function serverErrors(values: ProfessionalFormValues, fields: FieldErrors): FieldErrors {
  return remapErrors(fields, toInput(values).rowOf);
}
