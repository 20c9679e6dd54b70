// The four-step employer process of spec §1.
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Step } from '@/content/resources';
import { NumberedSteps } from '../NumberedSteps';

const STEPS: readonly Step[] = [
  {
    title: 'Ni kontaktar oss',
    text: 'Berätta vilken läkare ni behöver, när och på vilka villkor.',
  },
  {
    title: 'Vi hittar kandidater',
    text: 'Vi söker bland registrerade läkare och i vårt nätverk i hela Norden.',
  },
  {
    title: 'Vi marknadsför tjänsten',
    text: 'Tjänsten annonseras hos oss och i kanaler där läkare faktiskt letar.',
  },
  {
    title: 'Ni får kvalificerade sökande',
    text: 'Ni möter förhandsgranskade kandidater som passar er verksamhet.',
  },
];

export function EmployerProcess() {
  return (
    <Container component="section" size="lg" py={64} aria-labelledby="process-rubrik">
      <Stack gap="xs" mb="xl" ta="center" align="center">
        <Title id="process-rubrik" order={2}>
          Så hjälper vi arbetsgivare
        </Title>
        <Text c="gray.7" maw={640}>
          Från första kontakt till rätt läkare på plats – i fyra steg.
        </Text>
      </Stack>
      <NumberedSteps steps={STEPS} />
      <Stack align="center" mt="xl">
        <Button component={Link} to="/contact-doctor" variant="light">
          Kontakta oss om en läkare
        </Button>
      </Stack>
    </Container>
  );
}
