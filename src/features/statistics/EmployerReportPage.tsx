// /rapport/<token>: an employer's own report. Employers have no account: the link's
// token is the permission, and shows that employer's ads only. A wrong, expired or revoked link
// gets a page that says so.
import { Alert, Container, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Loading } from '@/lib/ui/Loading';
import { formatDay } from './formatDay';
import type { StatisticsChoice } from './periods';
import { StatisticsView } from './StatisticsView';
import { employerReportQueryOptions } from './statisticsQueries';

type Props = {
  token: string;
  choice: StatisticsChoice;
  onChoiceChange: (choice: StatisticsChoice) => void;
};

export function EmployerReportPage({ token, choice, onChoiceChange }: Props) {
  const report = useQuery(employerReportQueryOptions(token, choice.dagar));
  if (report.isError) {
    return (
      <Container size="sm" py="xl">
        <Stack gap="md">
          <Title order={1}>Rapportlänken fungerar inte</Title>
          <Text>
            Länken har gått ut, dragits tillbaka eller är felaktig. Kontakta oss så skickar vi en ny
            länk till er statistik.
          </Text>
        </Stack>
      </Container>
    );
  }
  if (!report.data) {
    return (
      <Container size="lg" py="xl">
        <Loading />
      </Container>
    );
  }
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>{`Statistik för ${report.data.employer}`}</Title>
        <Alert color="blue" variant="light">
          {`Visningar, klick och ansökningar för era annonser. Länken gäller till ${formatDay(report.data.expiresAt)}. Vi räknar utan cookies och sparar inga uppgifter om besökarna.`}
        </Alert>
        <StatisticsView stats={report.data} choice={choice} onChoiceChange={onChoiceChange} />
        <ReportTerms expiresAt={report.data.expiresAt} />
      </Stack>
    </Container>
  );
}

/** What the link is and how it may be used: the page is opened without an account. */
function ReportTerms({ expiresAt }: { expiresAt: string }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="om-rapporten">
      <Title order={2} fz="h4" id="om-rapporten">
        Om rapporten
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>
          Länken är personlig för er organisation och kräver ingen inloggning. Dela den bara med dem
          som ska se statistiken.
        </List.Item>
        <List.Item>{`Den gäller till ${formatDay(expiresAt)}. Därefter skickar vi gärna en ny.`}</List.Item>
        <List.Item>
          Rapporten visar bara era egna annonser. Varje siffra förklaras under sitt namn.
        </List.Item>
        <List.Item>Frågor om siffrorna? Kontakta oss så hjälper vi er.</List.Item>
      </List>
    </Stack>
  );
}
