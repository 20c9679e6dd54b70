// A legal page (/privacy, /terms, /cookies): the text of the provider and today's date as last updated.
import { Container, List, Stack, Text, Title } from '@mantine/core';
import type { LegalDocument, Provider } from '@/content/legal/types';
import { PageHeader } from '@/lib/ui/PageHeader';
import { useToday } from '@/lib/ui/useToday';

interface LegalPageProps {
  document: (provider: Provider) => LegalDocument;
  provider: Provider;
}

export function LegalPage({ document, provider }: LegalPageProps) {
  const { title, intro, sections } = document(provider);
  const today = useToday()?.toLocaleDateString('sv-SE');
  return (
    <>
      <PageHeader title={title} lead={intro}>
        {/* Kept in place but unseen until the date is known: no label without its date. */}
        <Text fz="sm" c="gray.7" mt="md" style={today ? undefined : { visibility: 'hidden' }}>
          Senast uppdaterad: <time dateTime={today}>{today}</time>
        </Text>
      </PageHeader>
      <Container size="md" py={{ base: 40, md: 56 }}>
        <Stack gap="xl">
          {sections.map((section) => (
            <section key={section.heading}>
              <Title order={2} fz="xl" mb="xs">
                {section.heading}
              </Title>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph} c="gray.8" mb="xs">
                  {paragraph}
                </Text>
              ))}
              {section.list && (
                <List spacing={4} c="gray.8">
                  {section.list.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              )}
            </section>
          ))}
        </Stack>
      </Container>
    </>
  );
}
