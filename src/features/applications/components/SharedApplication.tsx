// /ansokan/<token>: the employer's view of one application, from the link in the notice e-mail,
// without an account (issue 34): letter, contact details, profile summary and the documents.
import { Alert, Anchor, Card, Container, List, Stack, Text, Title } from '@mantine/core';
import { DOCUMENT_KIND_LABELS, type DocumentKind, swedishDate } from '@shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { formatFileSize } from '@/lib/documents';
import { getSupabase } from '@/lib/supabase';
import { LabelledLines } from '@/lib/ui/LabelledLines';
import { Loading } from '@/lib/ui/Loading';

type Shared = {
  application: {
    jobTitle: string;
    employerName: string;
    applicantName: string;
    applicantEmail: string;
    applicantPhone: string | null;
    coverLetter: string;
    createdAt: string;
  };
  profile: { label: string; value: string }[];
  documents: { kind: DocumentKind; fileName: string; sizeBytes: number; url: string }[];
  expiresAt: string;
};

class ShareGone extends Error {}

async function fetchShared(token: string): Promise<Shared> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<Shared>('application-share', {
    body: { token },
  });
  if (data && !error) return data;
  const context = (error as { context?: unknown } | null)?.context;
  if (context instanceof Response && (context.status === 404 || context.status === 410)) {
    const body = (await context.json().catch(() => ({}))) as { error?: string };
    throw new ShareGone(body.error ?? 'Länken gäller inte längre.');
  }
  throw new Error('Ansökan kunde inte hämtas. Försök igen om en stund.');
}

export function SharedApplication({ token }: { token: string }) {
  const shared = useQuery({
    queryKey: ['application-share', token],
    queryFn: () => fetchShared(token),
    retry: (count, error) => !(error instanceof ShareGone) && count < 2,
    // The documents' signed URLs last 15 minutes: fetch them anew each visit.
    gcTime: 0,
  });
  return (
    <Container size="md" py="xl">
      {shared.isPending && <Loading />}
      {shared.isError && (
        <Stack gap="md">
          <Title order={1}>Ansökan kan inte visas</Title>
          <Alert color="red" role="alert">
            {shared.error.message}
          </Alert>
        </Stack>
      )}
      {shared.data && <SharedApplicationView shared={shared.data} />}
    </Container>
  );
}

function SharedApplicationView({ shared }: { shared: Shared }) {
  const { application, profile, documents } = shared;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Ansökan: {application.jobTitle}</Title>
        <Text c="gray.7">
          Från {application.applicantName} till {application.employerName}, skickad{' '}
          {swedishDate(application.createdAt)}. Länken gäller till {swedishDate(shared.expiresAt)}.
        </Text>
      </Stack>
      <Card withBorder padding="lg" component="section" aria-label="Kontaktuppgifter">
        <Text>E-post: {application.applicantEmail}</Text>
        <Text>Telefon: {application.applicantPhone?.trim() || 'Ej angivet'}</Text>
      </Card>
      <Card withBorder padding="lg" component="section" aria-labelledby="brev">
        <Title order={2} fz="h3" id="brev" mb="xs">
          Personligt brev
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{application.coverLetter}</Text>
      </Card>
      {profile.length > 0 && (
        <Card withBorder padding="lg" component="section" aria-labelledby="yrkesprofil">
          <Title order={2} fz="h3" id="yrkesprofil" mb="xs">
            Yrkesprofil
          </Title>
          <LabelledLines lines={profile} />
        </Card>
      )}
      <Card withBorder padding="lg" component="section" aria-labelledby="dokument">
        <Title order={2} fz="h3" id="dokument" mb="xs">
          Dokument
        </Title>
        {documents.length === 0 ? (
          <Text>Inga dokument skickades med.</Text>
        ) : (
          <List spacing="xs">
            {documents.map((document) => (
              <List.Item key={document.url}>
                <Anchor href={document.url}>{document.fileName}</Anchor> (
                {DOCUMENT_KIND_LABELS[document.kind]}, {formatFileSize(document.sizeBytes)})
              </List.Item>
            ))}
          </List>
        )}
      </Card>
    </Stack>
  );
}
