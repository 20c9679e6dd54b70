// The home page (spec §1–2): hero, the four-step employer process, vision and expertise.
import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { EmployerProcess } from './EmployerProcess';
import { VisionAndExpertise } from './VisionAndExpertise';

export function HomePage() {
  return (
    <>
      <Box
        component="section"
        aria-labelledby="hero-rubrik"
        py={{ base: 48, md: 96 }}
        style={{
          background:
            'linear-gradient(135deg, var(--mantine-color-clinicalTeal-0) 0%, var(--mantine-color-blue-0) 100%)',
        }}
      >
        <Container size="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
            <Stack gap="lg">
              <Badge variant="light" size="lg" w="fit-content">
                Sverige · Norge · Danmark
              </Badge>
              <Title id="hero-rubrik" order={1} fz={{ base: 32, md: 46 }} lh={1.15}>
                Vi för samman läkare och vårdgivare i hela Skandinavien
              </Title>
              <Text fz="lg" c="gray.8">
                Hitta nästa tjänst som läkare i Sverige, Norge eller Danmark – eller låt oss hitta
                rätt läkare till er verksamhet. Personlig rekrytering med medicinsk förståelse.
              </Text>
              <Group gap="sm">
                <Button component={Link} to="/jobs" size="md">
                  Sök jobb
                </Button>
                <Button component={Link} to="/contact-doctor" size="md" variant="outline">
                  Söker du en läkare?
                </Button>
              </Group>
            </Stack>
            <SimpleGrid cols={2} spacing="md">
              {[
                ['Sverige', 'Regioner, vårdcentraler och privata kliniker'],
                ['Norge', 'Sjukhus och jourmottagningar i hela landet'],
                ['Danmark', 'Sjukhus och allmänpraktik'],
                ['Alla specialiteter', 'Allmänmedicin, kirurgi, pediatrik med flera'],
              ].map(([heading, text]) => (
                <Stack
                  key={heading}
                  gap={4}
                  p="md"
                  bg="white"
                  style={{ borderRadius: 'var(--mantine-radius-lg)' }}
                >
                  <Text fw={700} c="clinicalTeal.9">
                    {heading}
                  </Text>
                  <Text fz="sm" c="gray.7">
                    {text}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </SimpleGrid>
        </Container>
      </Box>
      <EmployerProcess />
      <VisionAndExpertise />
    </>
  );
}
