// The 404 page (spec §2): logs the missing path so broken links show up in the console.
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

export function NotFound() {
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    console.warn(`404: sidan finns inte: ${pathname}`);
    document.title = 'Sidan hittades inte | Läkarjobb Norden';
  }, [pathname]);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={64} fw={800} c="clinicalTeal.9" aria-hidden>
          404
        </Text>
        <Title order={1}>Oops! Page not found</Title>
        <Text c="dimmed">Sidan du letade efter finns inte eller har flyttats.</Text>
        <Button component={Link} to="/">
          Till startsidan
        </Button>
      </Stack>
    </Container>
  );
}
