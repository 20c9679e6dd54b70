// The shared footer: links for doctors, employers and legal pages, and the provider's e-mail.
import { Anchor, Box, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import type { Provider } from '@/content/legal/types';
import { siteName } from '@/content/site';
import { columns } from '@/lib/ui/columns';
import { useToday } from '@/lib/ui/useToday';
import { FOOTER_NAV } from './navigation';

type FooterLink = { to: string; label: string };

const FOOTER_COLUMNS = columns({ base: 1, xs: 2, md: 4 }, 'xl');

// Memoised: the columns are constant, and the footer renders again when the provider's settings
// arrive, after the first paint.
const LinkColumn = memo(function LinkColumn({
  heading,
  links,
}: {
  heading: string;
  links: readonly FooterLink[];
}) {
  return (
    <Stack gap={6}>
      <Title order={2} fz="sm" tt="uppercase" c="gray.3">
        {heading}
      </Title>
      {links.map((link) => (
        <Anchor
          key={link.to}
          component={Link}
          to={link.to}
          c="gray.0"
          fz="sm"
          className="touch-target"
        >
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
});

/** `provider` comes from the settings table; until it has loaded, the product name stands in. */
export function Footer({ provider }: { provider?: Provider }) {
  const name = provider?.name ?? siteName;
  const email = provider?.contactEmail;
  const year = useToday()?.getFullYear();
  return (
    <Box component="footer" bg="clinicalTeal.9" c="gray.0" py="xl" mt="xl">
      <Container size="xl">
        <div {...FOOTER_COLUMNS}>
          <Stack gap={6}>
            <Text fw={800} fz="lg">
              {name}
            </Text>
            <Text fz="sm" c="gray.2">
              Vi förmedlar läkarjobb i Sverige, Norge och Danmark.
            </Text>
            {email && (
              <Text fz="sm">
                Kontakt:{' '}
                <Anchor href={`mailto:${email}`} c="gray.0" underline="always">
                  {email}
                </Anchor>
              </Text>
            )}
          </Stack>
          <LinkColumn heading="För läkare" links={FOOTER_NAV.forDoctors} />
          <LinkColumn heading="För arbetsgivare" links={FOOTER_NAV.forEmployers} />
          <LinkColumn heading="Juridiskt" links={FOOTER_NAV.legal} />
        </div>
        <Text fz="xs" c="gray.3" mt="xl">
          {['©', year, name].filter(Boolean).join(' ')}
        </Text>
      </Container>
    </Box>
  );
}
