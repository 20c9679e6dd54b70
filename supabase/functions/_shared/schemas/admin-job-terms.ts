// The admin job form's terms: employment form (Anställningsform), Omfattning, assignment periods, scope, on-call duty, pay with
// its unit, start, last day to apply, travel and housing, and the requirements as data. The lists
// are the search model's (job-terms.ts); the database checks the same rules (20261126600000).
import * as v from 'valibot';
import {
  COUNTRY_VALUES,
  EMPLOYMENT_FORM_VALUES,
  LANGUAGE_LEVELS,
  LANGUAGE_VALUES,
  MAX_PERIODS,
  ON_CALL_VALUES,
  PAY_UNIT_VALUES,
  SPECIALIST_LEVEL_VALUES,
  WORKING_HOURS_VALUES,
} from '../search/index.ts';
import { numberInput, optionalChoice, optionalText } from './admin-fields.ts';

/** An optional calendar day (YYYY-MM-DD); blank is null. */
const optionalDay = () =>
  v.pipe(
    optionalText(),
    v.nullable(v.pipe(v.string(), v.isoDate('Ange ett giltigt datum (ÅÅÅÅ-MM-DD)'))),
  );

/** A number typed into the form, or nothing ('' and null). */
const optionalWhole = (...checks: v.PipeItem<number, number, v.BaseIssue<unknown>>[]) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.number(), v.string()])), null),
    v.transform((value) => (value === '' ? null : value)),
    v.nullable(v.pipe(numberInput('Ange ett tal', 'Ange ett tal'), ...checks)),
  );

const payAmount = optionalWhole(
  v.integer('Lönen måste vara ett heltal'),
  v.minValue(0, 'Lönen kan inte vara negativ'),
  v.maxValue(10_000_000, 'Lönen är orimligt hög'),
);

const scopePercent = optionalWhole(
  v.integer('Ange omfattningen i hela procent'),
  v.minValue(1, 'Omfattningen måste vara mellan 1 och 100 %'),
  v.maxValue(100, 'Omfattningen måste vara mellan 1 och 100 %'),
);

const languageRequirement = v.object(
  {
    language: v.picklist(LANGUAGE_VALUES, 'Välj ett språk i listan'),
    level: v.picklist(LANGUAGE_LEVELS, 'Välj en nivå A1–C2'),
  },
  'Ange språk och nivå',
);

const day = () =>
  v.pipe(
    v.string('Ange ett datum'),
    v.trim(),
    v.nonEmpty('Ange periodens första dag'),
    v.isoDate('Ange ett giltigt datum (ÅÅÅÅ-MM-DD)'),
  );

/** One assignment period: a first day, and a last day not before it (none: it runs on). */
const assignmentPeriod = v.pipe(
  v.object({ start: day(), end: optionalDay() }, 'Ange periodens start och slut'),
  v.forward(
    v.check(({ start, end }) => !end || end >= start, 'Periodens slut ligger före dess start'),
    ['end'],
  ),
);

/** The periods in order of start, none overlapping the next (only the last may run on). */
const assignmentPeriods = v.pipe(
  v.optional(
    v.pipe(
      v.array(assignmentPeriod, 'Ange perioderna som en lista'),
      v.maxLength(MAX_PERIODS, `Högst ${MAX_PERIODS} perioder`),
    ),
    [],
  ),
  v.transform((periods) => [...periods].sort((a, b) => (a.start < b.start ? -1 : 1))),
  v.check(
    (periods) =>
      periods.every((period, index) => {
        const next = periods[index + 1];
        return !next || (period.end !== null && period.end < next.start);
      }),
    'Perioderna överlappar varandra',
  ),
);

const yesNo = () => v.optional(v.boolean('Ange ja eller nej'), false);

/** The entries of the terms, spread into the admin job schema. */
export const jobTermsEntries = {
  employment_form: optionalChoice(EMPLOYMENT_FORM_VALUES, 'Välj en anställningsform i listan'),
  working_hours_type: optionalChoice(WORKING_HOURS_VALUES, 'Välj heltid eller deltid'),
  periods: assignmentPeriods,
  scope_percent: scopePercent,
  on_call: optionalChoice(ON_CALL_VALUES, 'Välj ett jouralternativ i listan'),
  pay_amount: payAmount,
  pay_unit: v.optional(v.picklist(PAY_UNIT_VALUES, 'Välj timme, dag, vecka eller månad'), 'month'),
  start_date: optionalDay(),
  apply_by: optionalDay(),
  travel_provided: yesNo(),
  housing_provided: yesNo(),
  licence_countries: v.optional(
    v.array(
      v.picklist(COUNTRY_VALUES, 'Välj Sverige, Norge eller Danmark'),
      'Välj länder i listan',
    ),
    [],
  ),
  specialist_level: optionalChoice(SPECIALIST_LEVEL_VALUES, 'Välj en specialistnivå i listan'),
  languages: v.optional(
    v.pipe(
      v.array(languageRequirement, 'Ange språkkraven som en lista'),
      v.maxLength(6, 'Högst sex språkkrav'),
    ),
    [],
  ),
};
