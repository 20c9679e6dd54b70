// The fields of /jobs's filters, made once: the phone's sheet shows them all, a desktop each group
// in its pill's popover (FilterPills), so both are the same fields on the same state.
import { NativeSelect, TextInput } from '@mantine/core';
import {
  COUNTRIES,
  type CountryValue,
  DEFAULT_SORT,
  EMPLOYMENT_FORMS,
  type JobSearch,
  minSalaryCurrency,
  ON_CALL,
  PAY_UNITS,
  payNoun,
  REGIONS,
  SORT_ORDERS,
  SPECIALTIES,
  sortOrderNote,
  WORKING_HOURS,
} from '@shared/search';
import type { ReactNode } from 'react';
import type { ActiveFilter } from '../activeFilters';
import { useDateRange } from './useDateRange';
import { useUrlText } from './useUrlText';

const SPECIALTY_OPTIONS = [
  { value: '', label: 'Alla specialiteter' },
  ...SPECIALTIES.map(({ value, label }) => ({ value, label })),
];
const COUNTRY_OPTIONS = [
  { value: '', label: 'Alla länder' },
  ...COUNTRIES.map(({ value, label }) => ({ value, label })),
];
const FORM_OPTIONS = [
  { value: '', label: 'Alla anställningsformer' },
  ...EMPLOYMENT_FORMS.map(({ value, label }) => ({ value, label })),
];
const WORKING_HOURS_OPTIONS = [
  { value: '', label: 'Heltid eller deltid' },
  ...WORKING_HOURS.map(({ value, label }) => ({ value, label })),
];
const ON_CALL_OPTIONS = [
  { value: '', label: 'Med eller utan jour' },
  ...ON_CALL.map(({ value, label }) => ({ value, label })),
];
const PAY_UNIT_OPTIONS = PAY_UNITS.map(({ value, label }) => ({ value, label }));
const SORT_OPTIONS = SORT_ORDERS.map(({ value, label }) => ({ value, label }));

/** The regions of the chosen country, or all of them grouped by country. */
function regionOptions(country: CountryValue | undefined) {
  const all = { value: '', label: 'Alla regioner' };
  if (country)
    return [all, ...REGIONS[country].map((region) => ({ value: region, label: region }))];
  return [
    all,
    ...COUNTRIES.map(({ value, label }) => ({ group: label, items: [...REGIONS[value]] })),
  ];
}

/** One filter as a desktop's pill shows it: its name, what is chosen, its fields. */
export interface FilterGroup {
  name: string;
  /** The chosen value(s), e.g. "Kardiologi"; undefined when the filter is not set. */
  value: string | undefined;
  /** The search without this filter (its × on the pill). */
  without: JobSearch;
  fields: ReactNode;
}

type Set = (patch: Record<string, string | number | undefined>) => void;

/** Plats, a text field everywhere, and the other filters in the pills' groups. */
export function useJobFilters(search: JobSearch, chips: ActiveFilter[], set: Set) {
  const [plats, setPlats] = useUrlText(search.plats, (value) => set({ plats: value }));
  const [minlon, setMinlon] = useUrlText(search.minlon?.toString(), (value) =>
    set({ minlon: value }),
  );
  const [days, setDays, daysError] = useDateRange(search.fran, search.till, set);
  const currency = minSalaryCurrency(search);

  /** The params a field shows on a desktop: Plats's and the pills'. */
  const shown = new Set<keyof JobSearch>(['plats']);
  /** A pill for the filters that set `keys`: their chips' values, and removing them all. */
  const group = (name: string, keys: (keyof JobSearch)[], fields: ReactNode): FilterGroup => {
    for (const key of keys) shown.add(key);
    const own = chips.filter((chip) => keys.includes(chip.key));
    const without = { ...search };
    for (const chip of own)
      for (const key of Object.keys(search) as (keyof JobSearch)[])
        if (!(key in chip.without)) delete without[key];
    return {
      name,
      value: own.length > 0 ? own.map((chip) => chip.value).join(', ') : undefined,
      without,
      fields,
    };
  };

  const select = (key: keyof JobSearch) => ({
    value: String(search[key] ?? ''),
    onChange: (event: { currentTarget: { value: string } }) =>
      set({ [key]: event.currentTarget.value || undefined }),
  });

  const platsField = (
    <TextInput
      label="Plats"
      placeholder="Stad, län, fylke eller region"
      value={plats}
      onChange={(event) => setPlats(event.currentTarget.value)}
    />
  );
  const sort = SORT_ORDERS.find((order) => order.value === search.sortering);
  const unsorted = { ...search };
  delete unsorted.sortering;
  const groups: FilterGroup[] = [
    group(
      'Specialitet',
      ['specialitet'],
      <NativeSelect label="Specialitet" data={SPECIALTY_OPTIONS} {...select('specialitet')} />,
    ),
    group(
      'Land',
      ['land'],
      <NativeSelect
        label="Land"
        data={COUNTRY_OPTIONS}
        value={search.land ?? ''}
        onChange={(event) => {
          const land = event.currentTarget.value || undefined;
          // A minimum pay was typed in the old country's currency: not carried over silently.
          const sameCurrency =
            minSalaryCurrency({ land: land as CountryValue | undefined }) === currency;
          set(sameCurrency ? { land } : { land, minlon: undefined });
        }}
      />,
    ),
    group(
      'Län, fylke eller region',
      ['region'],
      <NativeSelect
        label="Län, fylke eller region"
        data={regionOptions(search.land)}
        {...select('region')}
      />,
    ),
    group(
      'Anställningsform',
      ['uppdrag'],
      <NativeSelect label="Anställningsform" data={FORM_OPTIONS} {...select('uppdrag')} />,
    ),
    group(
      'Omfattning',
      ['omfattning'],
      <NativeSelect label="Omfattning" data={WORKING_HOURS_OPTIONS} {...select('omfattning')} />,
    ),
    group(
      'Jour',
      ['jour'],
      <NativeSelect label="Jour" data={ON_CALL_OPTIONS} {...select('jour')} />,
    ),
    // "Tillgänglig mellan": the assignments whose period overlaps these days.
    group(
      'Tillgänglig',
      ['fran', 'till'],
      <>
        <TextInput
          label="Tillgänglig från"
          type="date"
          value={days.fran}
          onChange={(event) => setDays({ fran: event.currentTarget.value })}
        />
        <TextInput
          label="Tillgänglig till"
          type="date"
          value={days.till}
          error={daysError}
          onChange={(event) => setDays({ till: event.currentTarget.value })}
        />
      </>,
    ),
    group(
      'Lön',
      ['minlon'],
      <>
        <TextInput
          label={`Lägsta ${payNoun(search.lonenhet)} (${currency})`}
          placeholder="T.ex. 60000"
          inputMode="numeric"
          value={minlon}
          onChange={(event) => setMinlon(event.currentTarget.value.replace(/[^\d\s]/g, ''))}
        />
        <NativeSelect
          label="Lön per"
          data={PAY_UNIT_OPTIONS}
          value={search.lonenhet ?? 'month'}
          onChange={(event) =>
            set({
              lonenhet:
                event.currentTarget.value === 'month' ? undefined : event.currentTarget.value,
            })
          }
        />
      </>,
    ),
    {
      // The order is no filter (no chip, kept by "Rensa filter"), but its pill shows it too.
      name: 'Sortera',
      value: sort?.label,
      without: unsorted,
      fields: (
        <NativeSelect
          label="Sortera"
          description={sortOrderNote(search.sortering, search.lonenhet)}
          data={SORT_OPTIONS}
          value={search.sortering ?? DEFAULT_SORT}
          onChange={(event) =>
            set({
              sortering:
                event.currentTarget.value === DEFAULT_SORT ? undefined : event.currentTarget.value,
            })
          }
        />
      ),
    },
  ];
  /** The filters no field shows on a desktop (an employer's link): left as chips. */
  const unshown = chips.filter((chip) => !shown.has(chip.key));
  return { platsField, groups, unshown };
}
