// The /jobs page body: search banner, count, job grid, with a side column for featured banners.
import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { filterJobs, type JobSearch, searchReadsTexts } from '@shared/search';
import {
  Fragment,
  memo,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { noteJobOpened } from '@/lib/adEvents/countAdEvent';
import { ClientData } from '@/lib/ui/ClientData';
import { columns } from '@/lib/ui/columns';
import { FIRST_STEP } from '../firstStep';
import type { Job } from '../jobTypes';
import {
  isReturningToList,
  type OpenedCard,
  rememberListPlace,
  returnToListPlace,
} from '../listPlace';
import { JOB_COUNT_ID } from './ids';
import { JobCard } from './JobCard';
import { JobSearchForm } from './JobSearchForm';
import classes from './JobsBrowser.module.css';
import { useGrowingCount } from './useGrowingCount';
import { usePreparedSearch } from './usePreparedSearch';
import { useShowMore } from './useShowMore';

type Props = {
  jobs: Job[] | undefined;
  loading: boolean;
  error: Error | null;
  search: JobSearch;
  onSearch: (search: JobSearch) => void;
  /** The banners above the list (Topp). */
  top?: ReactNode;
  /** The featured banners beside the list (Sidokolumn; on a phone among the first cards). */
  aside: ReactNode;
  /** The banners below the list (Botten). */
  bottom?: ReactNode;
  /** An extra control on each card (the route passes the save/unsave button). */
  cardAction?: (job: Job) => ReactNode;
  /** A control for the search itself, beside the count (the route passes Spara som bevakning). */
  searchAction?: ReactNode;
  /** How many pages of cards to show (the route keeps it in the list's history entry). */
  pages: number;
  /** "Visa fler": show `pages` pages. */
  onShowMore: (pages: number) => void;
};

export function JobsBrowser({
  jobs: arrived,
  loading: fetching,
  error,
  search,
  onSearch,
  top,
  aside,
  bottom,
  cardAction,
  searchAction,
  pages,
  onShowMore,
}: Props) {
  // The query's answer comes in an update React must render at once; deferred, the list's render
  // yields to the browser like the rest of the page's (one long task on a phone otherwise).
  const jobs = useDeferredValue(arrived);
  const deferredLoading = fetching || (arrived !== undefined && jobs === undefined);
  // Deferred too: a keystroke's render (the field, the URL) comes first, the list's after it, and
  // a newer keystroke interrupts that one.
  const deferredSearch = useDeferredValue(search);
  // A search in the texts of a long list waits until they are made (a slice at a time, not in
  // the keystroke) and shows the last results meanwhile.
  const readsTexts = searchReadsTexts(deferredSearch);
  const prepared = usePreparedSearch(jobs, readsTexts);
  const waitForTexts = readsTexts && !prepared && (jobs?.length ?? 0) > TEXTS_MADE_IN_A_KEYSTROKE;
  const settled = useRef<Job[] | undefined>(undefined);
  // Filtered and sorted once per list and search, not on every render of the page.
  const shown = useMemo(
    () => (!jobs ? [] : waitForTexts ? settled.current : filterJobs(jobs, deferredSearch)),
    [jobs, deferredSearch, waitForTexts],
  );
  useEffect(() => {
    settled.current = shown;
  }, [shown]);
  // No results yet to show meanwhile (a link with a search, at the page's start): loading.
  const loading = deferredLoading || shown === undefined;
  return (
    <>
      <Box bg="clinicalTeal.0" py={{ base: 'md', sm: 'xl' }}>
        <Container size="xl">
          <Title order={1} mb={4} className={classes.heading}>
            Lediga läkarjobb
          </Title>
          <Text c="gray.8" mb={{ base: 'sm', sm: 'lg' }} className={classes.tagline}>
            Tjänster för läkare i Sverige, Norge och Danmark.
          </Text>
          <JobSearchForm
            search={search}
            onSearch={onSearch}
            resultCount={loading ? undefined : shown?.length}
          />
        </Container>
      </Box>
      <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
        <div className={classes.columns}>
          <Box visibleFrom="md">{aside}</Box>
          <div className={classes.results}>
            {top}
            {/* The build has no jobs: the prerendered page says it is loading them. */}
            <ClientData fallback={<JobsLoading />}>
              <JobResults
                aside={aside}
                jobs={jobs}
                shown={shown ?? []}
                loading={loading}
                error={error}
                onSearch={onSearch}
                cardAction={cardAction}
                searchAction={searchAction}
                pages={pages}
                onShowMore={onShowMore}
                onOpen={(card) => {
                  noteJobOpened(card.jobId);
                  rememberListPlace(search, card, pages);
                }}
              />
            </ClientData>
            {bottom}
          </div>
        </div>
      </Container>
    </>
  );
}

/**
 * Up to this many jobs a keystroke makes the texts it still needs itself: at most about 150 ms on
 * a phone (folding 20,000 ads took 3 s at 4x CPU).
 */
const TEXTS_MADE_IN_A_KEYSTROKE = 1000;

/**
 * Below Mantine's md breakpoint there is no side column: the banners follow the first cards, where
 * a phone still sees them (after the whole list they sat some hundred cards down). After the first
 * step's cards, which the page paints before the app runs without the banners (src/firstPaint/earlyPaint.ts),
 * so that the app's first render leaves those cards where they were painted.
 */
const ASIDE_AFTER = FIRST_STEP;
/**
 * Cards per page of the list ("Visa fler" adds one): what a person looks through before narrowing
 * the search, whatever the number of jobs; a multiple of the grid's 1, 2 and 3 columns.
 */
const CARDS_PER_PAGE = 24;
/** The job cards: one column on a phone, two from sm, three from xl. */
const JOB_GRID = columns({ base: 1, sm: 2, xl: 3 }, 'lg');

type ResultsProps = Pick<
  Props,
  | 'jobs'
  | 'loading'
  | 'error'
  | 'onSearch'
  | 'cardAction'
  | 'searchAction'
  | 'aside'
  | 'pages'
  | 'onShowMore'
> & {
  shown: Job[];
  onOpen: (card: OpenedCard) => void;
};

function JobResults({
  jobs,
  shown,
  loading,
  error,
  onSearch,
  cardAction,
  searchAction,
  aside,
  pages,
  onShowMore,
  onOpen,
}: ResultsProps) {
  // Back to a card further down: every card at once, or the page would be seen scrolling down
  // with the list as it grows (scroll anchoring keeps the footer in view) before it jumps.
  const [returning] = useState(isReturningToList);
  const limit = Math.min(shown.length, pages * CARDS_PER_PAGE);
  const rendered = useGrowingCount(limit, returning);
  const showMore = useShowMore(shown, { limit, rendered, pages }, onShowMore);
  // Stable for ListedJob: the latest handlers, read when called.
  const latest = useRef({ cardAction, onOpen });
  latest.current = { cardAction, onOpen };
  const actionFor = useCallback((job: Job) => latest.current.cardAction?.(job), []);
  const open = useCallback((card: OpenedCard) => latest.current.onOpen(card), []);
  const complete = !loading && rendered === limit;
  // Back from a job page: scroll to where the job was opened, once every card is there to scroll past.
  useEffect(() => {
    if (complete) returnToListPlace();
  }, [complete]);
  if (loading) return <JobsLoading />;
  if (error && !jobs) {
    return (
      <Text role="alert" c="var(--mantine-color-error)">
        Jobben kunde inte hämtas just nu. Kontrollera din uppkoppling och försök igen.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text role="status" fw={600} data-testid="job-count" id={JOB_COUNT_ID}>
          Visar {shown.length} jobb
        </Text>
        {searchAction}
      </Group>
      {shown.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text>
            {jobs && jobs.length > 0
              ? 'Inga jobb matchar din sökning. Prova andra sökord eller färre filter.'
              : 'Det finns inga publicerade jobb just nu. Titta gärna in igen snart.'}
          </Text>
          {jobs && jobs.length > 0 && (
            <Button variant="light" onClick={() => onSearch({})}>
              Visa alla jobb
            </Button>
          )}
        </Stack>
      ) : (
        <div {...JOB_GRID}>
          {shown.slice(0, rendered).map((job, index) => (
            <Fragment key={job.id}>
              <ListedJob job={job} actionFor={actionFor} onOpen={open} />
              {index === Math.min(ASIDE_AFTER, shown.length) - 1 && (
                <div className={classes.inlineAside}>{aside}</div>
              )}
            </Fragment>
          ))}
        </div>
      )}
      {limit < shown.length && (
        <Stack gap="xs" align="center">
          <Text size="sm" c="gray.8">
            {limit} av {shown.length} jobb visas
          </Text>
          <Button variant="light" onClick={showMore}>
            Visa fler
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

// A screen tall: the list that follows then does not push the footer (layout shift).
const JobsLoading = () => (
  <Text role="status" mih="100dvh">
    Laddar jobb...
  </Text>
);

/**
 * A card that renders again only when its job changes: as the list grows (useGrowingCount) or a
 * filter narrows it, the cards already on screen are left as they are.
 */
const ListedJob = memo(function ListedJob({
  job,
  actionFor,
  onOpen,
}: {
  job: Job;
  actionFor: (job: Job) => ReactNode;
  onOpen: (card: OpenedCard) => void;
}) {
  return <JobCard job={job} action={actionFor(job)} onOpen={onOpen} />;
});
