// The filters that narrow the list beyond the keyword (which the search box itself shows), each
// with the words of its chip on /jobs (on a desktop, of its filter's pill) and what removing it
// leaves.
import {
  countryLabel,
  employmentFormLabel,
  type JobSearch,
  minSalaryCurrency,
  onCallLabel,
  payUnitOf,
  specialtyLabel,
  workingHoursLabel,
} from '@shared/search';
import { formatNumber } from './formatting';

export interface ActiveFilter {
  /** The chip's text, e.g. "Plats: Oslo". */
  label: string;
  /** The chosen value alone, as its filter's pill shows it after the filter's name: "Oslo". */
  value: string;
  /** The search param this filter sets, e.g. `plats`. */
  key: keyof JobSearch;
  /** The search without this filter. */
  without: JobSearch;
}

export function activeFilters(search: JobSearch): ActiveFilter[] {
  /** `keys[0]` is the filter's own param; removing it removes the others too. */
  const filter = (
    [key, ...others]: [keyof JobSearch, ...(keyof JobSearch)[]],
    value: string,
    label = value,
  ): ActiveFilter => {
    const without = { ...search };
    for (const removed of [key, ...others]) delete without[removed];
    return { label, value, key, without };
  };
  const chips: (ActiveFilter | false | '' | undefined)[] = [
    search.plats !== undefined && filter(['plats'], search.plats, `Plats: ${search.plats}`),
    search.specialitet &&
      filter(['specialitet'], specialtyLabel(search.specialitet) ?? search.specialitet),
    // The minimum pay is in the country's currency: it goes with the country.
    search.land && filter(['land', 'minlon', 'lonenhet'], countryLabel(search.land) ?? search.land),
    search.region && filter(['region'], search.region),
    search.uppdrag && filter(['uppdrag'], employmentFormLabel(search.uppdrag) ?? search.uppdrag),
    search.omfattning &&
      filter(['omfattning'], workingHoursLabel(search.omfattning) ?? search.omfattning),
    search.jour && filter(['jour'], onCallLabel(search.jour) ?? search.jour),
    search.fran && filter(['fran'], `från ${search.fran}`, `Tillgänglig från ${search.fran}`),
    search.till && filter(['till'], `till ${search.till}`, `Tillgänglig till ${search.till}`),
    search.minlon !== undefined &&
      filter(
        ['minlon', 'lonenhet'],
        `Minst ${formatNumber(search.minlon)} ${minSalaryCurrency(search)} ${payUnitOf(search.lonenhet ?? 'month')?.label ?? ''}`.trim(),
      ),
    search.arbetsgivare &&
      filter(['arbetsgivare'], search.arbetsgivare, `Arbetsgivare: ${search.arbetsgivare}`),
  ];
  return chips.filter((chip): chip is ActiveFilter => Boolean(chip));
}
