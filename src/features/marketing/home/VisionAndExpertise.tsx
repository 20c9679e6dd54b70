// Vision and expertise section of the home page.
import { Box, Container, List, Stack, Text, Title } from '@mantine/core';
import { columns } from '@/lib/ui/columns';

const TWO_COLUMNS = columns({ base: 1, md: 2 }, 48);

export function VisionAndExpertise() {
  return (
    <Box component="section" bg="gray.0" py={64} aria-label="Vision och expertis">
      <Container size="lg">
        <div {...TWO_COLUMNS}>
          <Stack gap="sm">
            <Title order={2}>Vår vision</Title>
            <Text c="gray.8">
              Varje patient i Norden ska mötas av en läkare som trivs med sitt arbete. Därför vill
              vi göra det enkelt för läkare att hitta rätt tjänst och för vårdgivare att hitta rätt
              kompetens – över landsgränserna.
            </Text>
          </Stack>
          <Stack gap="sm">
            <Title order={2}>Vår expertis</Title>
            <Text c="gray.8">
              Vi arbetar enbart med läkarrekrytering och känner vården i Sverige, Norge och Danmark.
            </Text>
            <List spacing={6} c="gray.8">
              <List.Item>Legitimationer, specialiteter och nordiska krav</List.Item>
              <List.Item>Tillsvidaretjänster, vikariat och konsultuppdrag</List.Item>
              <List.Item>Allmänmedicin, kirurgi, pediatrik och fler specialiteter</List.Item>
            </List>
          </Stack>
        </div>
      </Container>
    </Box>
  );
}
