// The home page (spec §1–2): hero with a search, the newest jobs and cards into the job list by
// country and specialty, the four-step employer process, vision and expertise.
import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { type JobSearch, type SpecialtyValue, specialtyLabel } from '@shared/search';
import { Link, useNavigate } from '@tanstack/react-router';
import type { FormEvent, ReactNode } from 'react';
import { EmployerProcess } from './EmployerProcess';
import classes from './HomePage.module.css';
import { VisionAndExpertise } from './VisionAndExpertise';

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
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
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
              <SimpleGrid cols={2} spacing="md">
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
              </SimpleGrid>
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
          </SimpleGrid>
        </Container>
      </Box>
      <EmployerProcess />
      <VisionAndExpertise />
    </>
  );
}
