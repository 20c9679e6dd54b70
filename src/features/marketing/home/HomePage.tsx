// The home page (spec §1–2): hero with a search, the newest jobs and cards into the job list by
// country and specialty, the four-step employer process, vision and expertise.
import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { type JobSearch, type SpecialtyValue, specialtyLabel } from '@shared/search';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, lazy, type ReactNode, Suspense } from 'react';
import { columns } from '@/lib/ui/columns';
import classes from './HomePage.module.css';

// Below the first screen, static, and in the prerendered page: React hydrates them once their
// code has arrived after the start-up's (a dehydrated Suspense boundary keeps the build's markup
// on screen meanwhile), so a first visit's start-up code does without their components.
const EmployerProcess = lazy(() =>
  import('./EmployerProcess').then((module) => ({ default: module.EmployerProcess })),
);
const VisionAndExpertise = lazy(() =>
  import('./VisionAndExpertise').then((module) => ({ default: module.VisionAndExpertise })),
);

/** The hero's text beside its cards. */
const HERO_GRID = columns({ base: 1, md: 2 }, 48);
const MARKET_GRID = columns({ base: 2 }, 'md');

/** The hero's cards: each opens the job list filtered to its market. */
const MARKET_CARDS: { heading: string; text: string; search: JobSearch }[] = [
  {
    heading: 'Sverige',
    text: 'Regioner, vårdcentraler och privata kliniker',
    search: { land: 'SE' },
  },
  { heading: 'Norge', text: 'Sjukhus och jourmottagningar i hela landet', search: { land: 'NO' } },
  { heading: 'Danmark', text: 'Sjukhus och allmänpraktik', search: { land: 'DK' } },
  {
    heading: 'Alla specialiteter',
    text: 'Från allmänmedicin och psykiatri till kirurgi och radiologi',
    search: {},
  },
];

const POPULAR_SPECIALTIES: SpecialtyValue[] = [
  'allmänmedicin',
  'psykiatri',
  'anestesi och intensivvård',
  'kirurgi',
  'barn- och ungdomsmedicin',
];

/**
 * A search on the first screen, into the job list. A plain GET form to /jobs?q=…, so that it works
 * before the app's code too; the app then navigates without reloading.
 */
function HomeSearch() {
  const navigate = useNavigate();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q')?.toString().trim();
    void navigate({ to: '/jobs', search: q ? { q } : {} });
  };
  return (
    <form action="/jobs" method="get" aria-label="Sök bland lediga jobb" onSubmit={search}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          name="q"
          label="Sök bland lediga jobb"
          placeholder="Titel, specialitet eller ort"
          style={{ flex: 1 }}
        />
        <Button type="submit">Sök</Button>
      </Group>
    </form>
  );
}

/** `newestJobs`: the first screen's newest jobs, from the job list's feature (the route passes them). */
export function HomePage({ newestJobs }: { newestJobs?: ReactNode }) {
  return (
    <>
      <Box
        component="section"
        aria-labelledby="hero-rubrik"
        // Less above the heading on a phone: its first screen holds the search, the newest jobs
        // and the two calls to action.
        pt={{ base: 24, md: 96 }}
        pb={{ base: 48, md: 96 }}
        style={{
          background:
            'linear-gradient(135deg, var(--mantine-color-clinicalTeal-0) 0%, var(--mantine-color-blue-0) 100%)',
        }}
      >
        <Container size="lg">
          <div className={`${HERO_GRID.className} ${classes.hero}`} style={HERO_GRID.style}>
            <Stack gap="lg">
              <Badge variant="light" size="lg" w="fit-content" visibleFrom="sm">
                Sverige · Norge · Danmark
              </Badge>
              <Title id="hero-rubrik" order={1} fz={{ base: 32, md: 46 }} lh={1.15}>
                Vi för samman läkare och vårdgivare i hela Skandinavien
              </Title>
              <Text fz="lg" c="gray.8">
                Hitta nästa tjänst som läkare i Sverige, Norge eller Danmark – eller låt oss hitta
                rätt läkare till er verksamhet. Personlig rekrytering med medicinsk förståelse.
              </Text>
              <HomeSearch />
              {newestJobs}
              <Group gap="sm">
                <Button component={Link} to="/jobs" size="md">
                  Sök jobb
                </Button>
                <Button component={Link} to="/contact-doctor" size="md" variant="outline">
                  Söker du en läkare?
                </Button>
              </Group>
            </Stack>
            <Stack gap="md">
              <div {...MARKET_GRID}>
                {MARKET_CARDS.map(({ heading, text, search }) => (
                  <UnstyledButton
                    key={heading}
                    renderRoot={(props) => <Link {...props} to="/jobs" search={search} />}
                    className={classes.card}
                  >
                    <Text fw={700} c="clinicalTeal.9">
                      {heading}
                    </Text>
                    <Text fz="sm" c="gray.7">
                      {text}
                    </Text>
                  </UnstyledButton>
                ))}
              </div>
              <Group gap="xs" aria-label="Sök jobb inom en specialitet" role="group">
                {POPULAR_SPECIALTIES.map((specialty) => (
                  <Button
                    key={specialty}
                    size="compact-sm"
                    variant="white"
                    radius="xl"
                    renderRoot={(props) => (
                      <Link {...props} to="/jobs" search={{ specialitet: specialty }} />
                    )}
                  >
                    {specialtyLabel(specialty)}
                  </Button>
                ))}
              </Group>
            </Stack>
          </div>
        </Container>
      </Box>
      <Suspense>
        <EmployerProcess />
        <VisionAndExpertise />
      </Suspense>
    </>
  );
}
