// Shown by the contact and legal pages when the provider's details (settings) cannot be loaded,
// e.g. on a first visit without a connection.
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';

export function ProviderLoadError() {
  const router = useRouter();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Sidan kunde inte visas</Title>
        <Text c="gray.7">
          Vi kunde inte hämta våra kontaktuppgifter just nu. Kontrollera din anslutning och försök
          igen.
        </Text>
        <Button onClick={() => void router.invalidate()}>Försök igen</Button>
      </Stack>
    </Container>
  );
}
