// /contact: the provider's e-mail (from settings), the reply-time promise and the employer forms.
import { Anchor, Button, Card, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Provider } from '@/content/legal/types';
import { contactPage as content } from '@/content/requests';
import { PageHeader } from '@/lib/ui/PageHeader';

export function ContactPage({ provider }: { provider: Provider }) {
  return (
    <>
      <PageHeader title={content.title} lead={content.lead} />
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Card withBorder padding="xl">
            <Title order={2} fz="xl" mb="sm">
              {content.emailLabel}
            </Title>
            <Anchor
              href={`mailto:${provider.contactEmail}`}
              fz="lg"
              fw={600}
              className="touch-target"
            >
              {provider.contactEmail}
            </Anchor>
            <Text c="gray.7" mt="md">
              {content.replyNote}
            </Text>
          </Card>
          <Card withBorder padding="xl">
            <Title order={2} fz="xl" mb="sm">
              {content.employerTitle}
            </Title>
            <Text c="gray.7" mb="lg">
              {content.employerText}
            </Text>
            <Group>
              <Button component={Link} to="/contact-doctor">
                {content.contactDoctorLink}
              </Button>
              <Button component={Link} to="/post-job" variant="outline">
                {content.postJobLink}
              </Button>
            </Group>
          </Card>
        </SimpleGrid>
      </Container>
    </>
  );
}
