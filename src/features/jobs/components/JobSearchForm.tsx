// The search banner of /jobs: keyword, place, specialty, country, region, employment form
// (Anställningsform), Omfattning, on-call, available days, minimum pay and sort order. Every change applies at once (the list filters locally, also offline).
import { Box, Button, CloseButton, Group, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type JobSearch, parseJobSearch } from '@shared/search';
import { type FormEvent, Fragment, lazy, Suspense, useEffect, useRef } from 'react';
import { columns } from '@/lib/ui/columns';
import { useIsHydrating } from '@/lib/ui/useIsHydrating';
import { whenIdle } from '@/lib/whenIdle';
import { activeFilters } from '../activeFilters';
import { ActiveFilterChips } from './ActiveFilterChips';
import { FilterPills } from './FilterPills';
import { JOB_COUNT_ID } from './ids';
import classes from './JobSearchForm.module.css';
import { useJobFilters } from './useJobFilters';
import { useUrlText } from './useUrlText';

/** The phone's sheet's heading, which names it as a dialog. */
const SHEET_TITLE_ID = 'jobbfilter-rubrik';
const SHEET_DIALOG = { role: 'dialog', 'aria-modal': true, 'aria-labelledby': SHEET_TITLE_ID };

const FILTER_COLUMNS = columns({ base: 1, sm: 2, lg: 4 }, 'sm');

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

const loadSheetFocusTrap = () => import('./SheetFocusTrap');
const SheetFocusTrap = lazy(loadSheetFocusTrap);

/** What the build rendered the form with: /jobs without a search. */
const PRERENDERED_SEARCH: JobSearch = {};

export function JobSearchForm({ search: urlSearch, onSearch, resultCount }: Props) {
  // A link with a search (a shared search, an alert's e-mail, the home page's chips) hydrates the
  // build's empty form first: its chips and Filter (n) would not match the prerendered page.
  const search = useIsHydrating() ? PRERENDERED_SEARCH : urlSearch;
  const [open, panel] = useDisclosure(false);
  const filterButton = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  useEffect(() => {
    whenIdle().then(loadSheetFocusTrap, console.error);
  }, []);
  // The phone's sheet is a modal dialog: the focus is trapped in it (SheetFocusTrap: Tab does not
  // reach the cards behind), its close button takes the focus first (a field would open the
  // keyboard over the sheet), Escape closes it, and the focus goes back to the Filter button.
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
  const chips = activeFilters(search);
  const { platsField, groups, unshown } = useJobFilters(search, chips, set);
  // Everything but the order, the keyword too.
  const clear =
    chips.length > 0 || search.q
      ? () => onSearch(search.sortering ? { sortering: search.sortering } : {})
      : undefined;

  return (
    <search>
      <form aria-label="Sök jobb" onSubmit={showResults} className={classes.form}>
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label="Sökord"
            placeholder="Titel, arbetsgivare, specialitet"
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          {/* Filters apply as they change; on a phone the Filter button folds them open and shut
              (on a wide screen it follows Plats and takes the visitor to the list). */}
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
        {clear && (
          <Group gap="xs" mt="sm" hiddenFrom="sm">
            <ActiveFilterChips chips={chips} onRemove={onSearch} onClear={clear} />
          </Group>
        )}
        {open && <div className={classes.backdrop} aria-hidden onClick={closeSheet} />}
        {open && (
          <Suspense>
            <SheetFocusTrap sheet={sheet} />
          </Suspense>
        )}
        <div
          ref={sheet}
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
            <CloseButton size="lg" aria-label="Stäng filter" onClick={closeSheet} data-autofocus />
          </Group>
          <Box mt="sm">{platsField}</Box>
          <Button type="submit" visibleFrom="sm">
            Filter
          </Button>
          <Box mt="sm" hiddenFrom="sm" {...FILTER_COLUMNS}>
            {groups.map((group) => (
              <Fragment key={group.name}>{group.fields}</Fragment>
            ))}
          </Box>
          <FilterPills groups={groups} onSearch={onSearch}>
            <ActiveFilterChips chips={unshown} onRemove={onSearch} onClear={clear} />
          </FilterPills>
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
      </form>
    </search>
  );
}
