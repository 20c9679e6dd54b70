// The filters that narrow the list beyond the keyword (which the search box itself shows), each
// with the words of its chip on /jobs and what removing it leaves.
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
  /** The chip's text, e.g. "Land: Norge". */
  label: string;
  /** The search without this filter. */
  without: JobSearch;
}

export function activeFilters(search: JobSearch): ActiveFilter[] {
  const filter = (label: string, ...keys: (keyof JobSearch)[]): ActiveFilter => {
    const without = { ...search };
    for (const key of keys) delete without[key];
    return { label, without };
  };
  const chips: (ActiveFilter | false | '' | undefined)[] = [
    search.plats !== undefined && filter(`Plats: ${search.plats}`, 'plats'),
    search.specialitet &&
      filter(specialtyLabel(search.specialitet) ?? search.specialitet, 'specialitet'),
    // The minimum pay is in the country's currency: it goes with the country.
    search.land && filter(countryLabel(search.land) ?? search.land, 'land', 'minlon', 'lonenhet'),
    search.region && filter(search.region, 'region'),
    search.uppdrag && filter(employmentFormLabel(search.uppdrag) ?? search.uppdrag, 'uppdrag'),
    search.omfattning &&
      filter(workingHoursLabel(search.omfattning) ?? search.omfattning, 'omfattning'),
    search.jour && filter(onCallLabel(search.jour) ?? search.jour, 'jour'),
    search.fran && filter(`Tillgänglig från ${search.fran}`, 'fran'),
    search.till && filter(`Tillgänglig till ${search.till}`, 'till'),
    search.minlon !== undefined &&
      filter(
        `Minst ${formatNumber(search.minlon)} ${minSalaryCurrency(search)} ${payUnitOf(search.lonenhet ?? 'month')?.label ?? ''}`.trim(),
        'minlon',
        'lonenhet',
      ),
    search.arbetsgivare && filter(`Arbetsgivare: ${search.arbetsgivare}`, 'arbetsgivare'),
  ];
  return chips.filter((chip): chip is ActiveFilter => Boolean(chip));
}
