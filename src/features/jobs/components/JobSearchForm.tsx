// The search banner of /jobs: keyword, place, specialty, country, region, employment form
// (Anställningsform), Omfattning, on-call, available days, minimum pay and sort order. Every change applies at once (the list filters locally, also offline).
import {
  Box,
  Button,
  CloseButton,
  FocusTrap,
  Group,
  NativeSelect,
  Text,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  COUNTRIES,
  type CountryValue,
  DEFAULT_SORT,
  EMPLOYMENT_FORMS,
  type JobSearch,
  minSalaryCurrency,
  ON_CALL,
  PAY_UNITS,
  parseJobSearch,
  payNoun,
  REGIONS,
  SORT_ORDERS,
  SPECIALTIES,
  sortOrderNote,
  WORKING_HOURS,
} from '@shared/search';
import { type FormEvent, useEffect, useRef } from 'react';
import { columns } from '@/lib/ui/columns';
import { useIsHydrating } from '@/lib/ui/useIsHydrating';
import { activeFilters } from '../activeFilters';
import { ActiveFilterChips } from './ActiveFilterChips';
import { JOB_COUNT_ID } from './ids';
import classes from './JobSearchForm.module.css';
import { useDateRange } from './useDateRange';
import { useUrlText } from './useUrlText';

/** The phone's sheet's heading, which names it as a dialog. */
const SHEET_TITLE_ID = 'jobbfilter-rubrik';
const SHEET_DIALOG = { role: 'dialog', 'aria-modal': true, 'aria-labelledby': SHEET_TITLE_ID };

const FILTER_COLUMNS = columns({ base: 1, sm: 2, lg: 4 }, 'sm');

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

type Props = {
  search: JobSearch;
  onSearch: (search: JobSearch) => void;
  /** How many jobs the search shows now (undefined while they load): the phone's results button. */
  resultCount?: number | undefined;
};

/** Moves the visitor to the (already filtered) list: the job count above it. */
function scrollToResults(): void {
  document.getElementById(JOB_COUNT_ID)?.scrollIntoView({ block: 'start' });
}

function showResults(event: FormEvent<HTMLFormElement>): void {
  event.preventDefault();
  scrollToResults();
}

/** What the build rendered the form with: /jobs without a search. */
const PRERENDERED_SEARCH: JobSearch = {};

export function JobSearchForm({ search: urlSearch, onSearch, resultCount }: Props) {
  // A link with a search (a shared search, an alert's e-mail, the home page's chips) hydrates the
  // build's empty form first: its chips and Filter (n) would not match the prerendered page.
  const search = useIsHydrating() ? PRERENDERED_SEARCH : urlSearch;
  const [open, panel] = useDisclosure(false);
  const filterButton = useRef<HTMLButtonElement>(null);
  // The phone's sheet is a modal dialog: the focus is trapped in it (Tab does not reach the cards
  // behind), its close button takes the focus first (a field would open the keyboard over the
  // sheet), Escape closes it, and the focus goes back to the Filter button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeSheet();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
  const closeSheet = () => {
    panel.close();
    filterButton.current?.focus();
  };
  /** One filter changed: parsed like the URL, so an impossible combination is dropped too. */
  // Two changes in one tick (values carried over from the prerendered form) must not both start
  // from the same search, or the second would drop the first.
  const latest = useRef(search);
  latest.current = search;
  const set = (patch: Record<string, string | number | undefined>) => {
    latest.current = parseJobSearch({ ...latest.current, ...patch });
    onSearch(latest.current);
  };
  const [q, setQ] = useUrlText(search.q, (value) => set({ q: value }));
  const [plats, setPlats] = useUrlText(search.plats, (value) => set({ plats: value }));
  const [minlon, setMinlon] = useUrlText(search.minlon?.toString(), (value) =>
    set({ minlon: value }),
  );
  const [days, setDays, daysError] = useDateRange(search.fran, search.till, set);
  const chips = activeFilters(search);
  const currency = minSalaryCurrency(search);

  return (
    <search>
      <form aria-label="Sök jobb" onSubmit={showResults}>
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label="Sökord"
            placeholder="Titel, arbetsgivare, specialitet"
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          {/* Filters apply as they change; on a wide screen the spec's Filter button takes the
              visitor to the list, on a phone it folds the filters open and shut. */}
          <Button type="submit" visibleFrom="sm">
            Filter
          </Button>
          <Button
            ref={filterButton}
            hiddenFrom="sm"
            variant={chips.length > 0 ? 'filled' : 'default'}
            onClick={panel.toggle}
            aria-expanded={open}
            aria-controls="jobbfilter"
          >
            {chips.length > 0 ? `Filter (${chips.length})` : 'Filter'}
          </Button>
        </Group>
        <ActiveFilterChips
          chips={chips}
          onRemove={onSearch}
          // Everything but the order, the keyword too.
          onClear={
            chips.length > 0 || search.q
              ? () => onSearch(search.sortering ? { sortering: search.sortering } : {})
              : undefined
          }
        />
        {open && <div className={classes.backdrop} aria-hidden onClick={closeSheet} />}
        <FocusTrap active={open}>
          <div
            id="jobbfilter"
            className={classes.panel}
            data-open={open || undefined}
            // A dialog only while open (on a phone); from sm the panel is part of the form.
            {...(open && SHEET_DIALOG)}
          >
            <Group justify="space-between" hiddenFrom="sm">
              <Text fw={700} fz="lg" id={SHEET_TITLE_ID}>
                Filter
              </Text>
              <CloseButton
                size="lg"
                aria-label="Stäng filter"
                onClick={closeSheet}
                data-autofocus
              />
            </Group>
            <Box mt="sm" {...FILTER_COLUMNS}>
              <TextInput
                label="Plats"
                placeholder="Stad, län, fylke eller region"
                value={plats}
                onChange={(event) => setPlats(event.currentTarget.value)}
              />
              <NativeSelect
                label="Specialitet"
                data={SPECIALTY_OPTIONS}
                value={search.specialitet ?? ''}
                onChange={(event) => set({ specialitet: event.currentTarget.value || undefined })}
              />
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
              />
              <NativeSelect
                label="Län, fylke eller region"
                data={regionOptions(search.land)}
                value={search.region ?? ''}
                onChange={(event) => set({ region: event.currentTarget.value || undefined })}
              />
              <NativeSelect
                label="Anställningsform"
                data={FORM_OPTIONS}
                value={search.uppdrag ?? ''}
                onChange={(event) => set({ uppdrag: event.currentTarget.value || undefined })}
              />
              <NativeSelect
                label="Omfattning"
                data={WORKING_HOURS_OPTIONS}
                value={search.omfattning ?? ''}
                onChange={(event) => set({ omfattning: event.currentTarget.value || undefined })}
              />
              <NativeSelect
                label="Jour"
                data={ON_CALL_OPTIONS}
                value={search.jour ?? ''}
                onChange={(event) => set({ jour: event.currentTarget.value || undefined })}
              />
              {/* "Tillgänglig mellan": the assignments whose period overlaps these days. */}
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
              <NativeSelect
                label="Sortera"
                description={sortOrderNote(search.sortering, search.lonenhet)}
                data={SORT_OPTIONS}
                value={search.sortering ?? DEFAULT_SORT}
                onChange={(event) =>
                  set({
                    sortering:
                      event.currentTarget.value === DEFAULT_SORT
                        ? undefined
                        : event.currentTarget.value,
                  })
                }
              />
            </Box>
            <div className={classes.results}>
              <Button
                hiddenFrom="sm"
                fullWidth
                onClick={() => {
                  closeSheet();
                  scrollToResults();
                }}
              >
                {/* The count only in the open sheet: the page hydrates with it shut, as the build
                  rendered it without jobs. */}
                {open && resultCount !== undefined ? `Visa ${resultCount} jobb` : 'Visa jobben'}
              </Button>
            </div>
          </div>
        </FocusTrap>
      </form>
    </search>
  );
}
