// /employer/{id}: an employer's profile, or the not-found state for an id without a profile.
import { Anchor, Button, Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { EmployerProfile } from './searchEmployers';
import { openPositionsText } from './texts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" fz="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {value}
      </Text>
    </div>
  );
}

export function EmployerProfileView({ employer }: { employer: EmployerProfile }) {
  const { contact } = employer;
  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <Anchor component={Link} to="/employers" fz="sm">
        ← Alla arbetsgivare
      </Anchor>
      <Title order={1} mt="md" fz={{ base: 28, md: 38 }}>
        {employer.name}
      </Title>
      <Text c="gray.7" mt={4}>
        {employer.description}
      </Text>
      <Grid mt="xl" gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <Card withBorder padding="lg">
              <Group component="dl" m={0} gap="xl" align="flex-start">
                <Fact label="Ort" value={employer.location} />
                <Fact label="Anställda" value={employer.employees} />
                <Fact label="Lediga tjänster" value={openPositionsText(employer.openPositions)} />
              </Group>
            </Card>
            <section aria-labelledby="om-arbetsgivaren">
              <Title id="om-arbetsgivaren" order={2} fz="xl" mb="sm">
                Om arbetsgivaren
              </Title>
              <Text c="gray.8">{employer.about}</Text>
            </section>
            {employer.openPositions > 0 && (
              <Button component={Link} to="/jobs" w="fit-content">
                Se lediga jobb
              </Button>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder padding="lg" component="aside" aria-labelledby="kontakt">
            <Title id="kontakt" order={2} fz="lg" mb="md">
              Kontakt
            </Title>
            <Stack gap="sm" component="dl" m={0}>
              <div>
                <Text component="dt" fz="sm" c="gray.7">
                  E-post
                </Text>
                <Text component="dd" m={0}>
                  <Anchor href={`mailto:${contact.email}`} style={{ wordBreak: 'break-all' }}>
                    {contact.email}
                  </Anchor>
                </Text>
              </div>
              <div>
                <Text component="dt" fz="sm" c="gray.7">
                  Telefon
                </Text>
                <Text component="dd" m={0}>
                  <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                    {contact.phone}
                  </Anchor>
                </Text>
              </div>
              <div>
                <Text component="dt" fz="sm" c="gray.7">
                  Webbplats
                </Text>
                <Text component="dd" m={0}>
                  <Anchor
                    href={contact.website}
                    target="_blank"
                    rel="noopener noreferrer"
                    style={{ wordBreak: 'break-all' }}
                  >
                    {contact.website.replace(/^https:\/\//, '')}
                  </Anchor>
                </Text>
              </div>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

export function EmployerNotFound() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Arbetsgivare hittades inte</Title>
        <Text c="gray.7">
          Det finns ingen arbetsgivarprofil med den här adressen. Profilen kan ha tagits bort, eller
          så saknar arbetsgivaren en utförlig profil hos oss.
        </Text>
        <Group justify="center">
          <Button component={Link} to="/employers">
            Alla arbetsgivare
          </Button>
          <Button component={Link} to="/jobs" variant="outline">
            Lediga jobb
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
