// /about: mission, vision, values, expertise, the static figures and the history.
import { Card, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { about, figures } from '@/content/about';
import { PageHeader } from '@/lib/ui/PageHeader';
import { CheckIcon } from './CheckIcon';
import { TextCard } from './TextCard';

function TextSection({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section aria-labelledby={id}>
      <Title id={id} order={2} mb="sm">
        {title}
      </Title>
      <Text c="gray.8" maw={760}>
        {text}
      </Text>
    </section>
  );
}

export function AboutPage() {
  return (
    <>
      <PageHeader title={about.title} lead={about.lead} />
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Stack gap={56}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
            <TextSection id="uppdrag" title={about.mission.title} text={about.mission.text} />
            <TextSection id="vision" title={about.vision.title} text={about.vision.text} />
          </SimpleGrid>

          <section aria-labelledby="varderingar">
            <Title id="varderingar" order={2} mb="lg">
              Våra värderingar
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
              {about.values.map((value) => (
                <TextCard key={value.title} title={value.title} text={value.text} />
              ))}
            </SimpleGrid>
          </section>

          <section aria-labelledby="expertis">
            <Title id="expertis" order={2} mb="sm">
              {about.expertise.title}
            </Title>
            <Text c="gray.8" maw={760} mb="md">
              {about.expertise.text}
            </Text>
            <List
              spacing="xs"
              icon={
                <ThemeIcon size={22} radius="xl" variant="light">
                  <CheckIcon size={14} />
                </ThemeIcon>
              }
            >
              {about.expertise.points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          </section>

          <section aria-labelledby="statistik">
            <Title id="statistik" order={2} mb="lg">
              {about.statisticsTitle}
            </Title>
            <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: 5 }} spacing="lg" m={0}>
              {figures.map((figure) => (
                <Card key={figure.label} padding="lg" bg="clinicalTeal.0" ta="center">
                  {/* dt must precede dd in the markup; the figure is shown above its label. */}
                  <Text component="dt" fz="sm" c="gray.8" mt={4}>
                    {figure.label}
                  </Text>
                  <Text
                    component="dd"
                    m={0}
                    fz={32}
                    fw={800}
                    c="clinicalTeal.9"
                    lh={1.1}
                    style={{ order: -1 }}
                  >
                    {figure.value}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </section>

          <TextSection id="historia" title={about.history.title} text={about.history.text} />
        </Stack>
      </Container>
    </>
  );
}
