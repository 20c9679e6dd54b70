// The job detail page body (spec §2): the real job of the id, with a slot for the apply card.
import { Anchor, Box, Card, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { SECTION_FIELDS } from '@shared/public-job';
import type { JobSearch } from '@shared/search';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { useAdView } from '@/lib/adEvents/adEventHooks';
import { columns } from '@/lib/ui/columns';
import { measureFixedBottomBar } from '@/lib/ui/fixedBottomBar';
import { jobDetailTexts } from '../jobTexts';
import type { Job } from '../jobTypes';
import { markReturningToList, rememberedListSearch, rememberedListState } from '../listPlace';
import { JobBadges } from './JobBadges';
import layout from './JobDetailLayout.module.css';
import { JobOrigins } from './JobOrigins';
import { LinkedText } from './LinkedText';
import { ShareJobButton } from './ShareJobButton';

/** The job's facts: columns, not a wrapping row, so on a phone they line up under each other. */
const FACT_COLUMNS = columns({ base: 2, sm: 3 }, 'lg');

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="xs" tt="uppercase" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </div>
  );
}

function ItemList({ heading, items }: { heading: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} fz="h3">
        {heading}
      </Title>
      <List spacing={6}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

type Props = {
  job: Job;
  /** The apply card and save button, beside the ad from the md breakpoint. */
  applyCard: ReactNode;
  /** The same actions for a phone, in a bar fixed to the bottom of the screen. */
  actionBar: ReactNode;
  /** What the signed-in doctor's profile lacks of the requirements, under them. */
  qualificationNotice?: ReactNode;
  /** The employer's id in the employer directory, when it is listed there: a link to its profile. */
  employerId?: number | null;
};

export function JobDetail({ job, applyCard, actionBar, qualificationNotice, employerId }: Props) {
  // The list as the visitor left it: read after the first render, which must match the
  // prerendered page (sessionStorage exists only in the browser).
  const [listSearch, setListSearch] = useState<JobSearch>({});
  useEffect(() => setListSearch(rememberedListSearch()), []);
  useAdView(job.id);
  const text = jobDetailTexts(job);
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" gap="xs">
        <Anchor
          fz="sm"
          className="touch-target"
          renderRoot={(props) => (
            <Link
              {...props}
              to="/jobs"
              search={listSearch}
              state={rememberedListState}
              onClick={markReturningToList}
            />
          )}
        >
          ← Tillbaka till alla jobb
        </Anchor>
        <ShareJobButton jobId={job.id} title={job.title} employer={job.employer_name} />
      </Group>
      <div className={layout.columns}>
        <Stack gap="lg">
          <Stack gap={6}>
            <JobBadges job={job} />
            <Title order={1} lh={1.2}>
              {text.title}
            </Title>
            <Text fz="lg" fw={600} c="gray.8">
              {employerId ? (
                <Anchor
                  component={Link}
                  to={`/employer/${employerId}`}
                  inherit
                  className="touch-target"
                >
                  {text.employer}
                </Anchor>
              ) : (
                text.employer
              )}
            </Text>
            <JobOrigins job={job} />
          </Stack>
          {/* The facts at the top, an assignment's terms (periods, scope, on-call, travel and
              housing) among them: what a locum decides on before reading the text. */}
          <Card withBorder padding="md" bg="gray.0">
            <Box component="dl" m={0} {...FACT_COLUMNS}>
              <Fact label="Plats">{text.place}</Fact>
              {text.employmentForm && <Fact label="Anställningsform">{text.employmentForm}</Fact>}
              {text.specialty && <Fact label="Specialitet">{text.specialty}</Fact>}
              {text.salary && <Fact label={text.salaryLabel}>{text.salary}</Fact>}
              <Fact label="Publicerad">
                <time dateTime={text.publishedIso}>{text.published}</time>
              </Fact>
              {text.expiresIso && (
                <Fact label="Sista dag att söka">
                  <time dateTime={text.expiresIso}>{text.expires}</time>
                </Fact>
              )}
            </Box>
            {text.terms.length > 0 && (
              <Box mt="md">
                <ItemList heading="Villkor" items={text.terms} />
              </Box>
            )}
          </Card>
          <Stack gap="xs">
            <Title order={2} fz="h3">
              Om tjänsten
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>
              <LinkedText text={text.description} />
            </Text>
          </Stack>
          <ItemList heading="Behörighet och språk" items={text.qualifications} />
          {qualificationNotice}
          <ItemList heading="Krav" items={text.requirements} />
          <ItemList heading="Vi erbjuder" items={text.benefits} />
          {SECTION_FIELDS.map(({ name, heading }) => (
            <ItemList key={name} heading={heading} items={text.sections[name] ?? []} />
          ))}
        </Stack>
        <Box visibleFrom="md">{applyCard}</Box>
      </div>
      <Box
        ref={measureFixedBottomBar}
        hiddenFrom="md"
        pos="fixed"
        bottom={0}
        left={0}
        right={0}
        p="sm"
        bg="white"
        style={{ zIndex: 100, borderTop: '1px solid var(--mantine-color-gray-3)' }}
        aria-label="Ansök eller spara"
        component="section"
      >
        {actionBar}
      </Box>
    </Container>
  );
}
