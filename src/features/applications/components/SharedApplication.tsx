// /ansokan/<token>: the employer's view of one application, from the link in the notice e-mail,
// without an account: letter, contact details, profile summary and the documents.
import { Alert, Anchor, Card, Container, List, Stack, Text, Title } from '@mantine/core';
import { DOCUMENT_KIND_LABELS, swedishDate } from '@shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatFileSize } from '@/entities/documents';
import { LabelledLines } from '@/lib/ui/LabelledLines';
import { Loading } from '@/lib/ui/Loading';
import {
  applicationShareQueryOptions,
  type SharedApplicationData,
  ShareGone,
  sharedDocumentUrl,
} from '../queries/applicationShare';

export function SharedApplication({ token }: { token: string }) {
  const shared = useQuery(applicationShareQueryOptions(token));
  return (
    <Container size="md" py="xl">
      {shared.isPending && <Loading />}
      {shared.isError && (
        <Stack gap="md">
          <Title order={1}>
            {shared.error instanceof ShareGone && shared.error.withdrawn
              ? 'Ansökan har återkallats'
              : 'Ansökan kan inte visas'}
          </Title>
          <Alert color="red" role="alert">
            {shared.error.message}
          </Alert>
        </Stack>
      )}
      {shared.data && <SharedApplicationView token={token} shared={shared.data} />}
    </Container>
  );
}

function SharedApplicationView({
  token,
  shared,
}: {
  token: string;
  shared: SharedApplicationData;
}) {
  const { application, profile, documents } = shared;
  const queryClient = useQueryClient();
  const open = useMutation({
    mutationFn: (document: string) => sharedDocumentUrl(token, document),
    onSuccess: (url) => window.location.assign(url),
    // The link closed while the page was open (revoked, expired, withdrawn): the page says so
    // in place of the application.
    onError: (error) => {
      if (error instanceof ShareGone) {
        void queryClient.resetQueries({ queryKey: applicationShareQueryOptions(token).queryKey });
      }
    },
  });
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
              <List.Item key={document.id}>
                <Anchor
                  component="button"
                  type="button"
                  disabled={open.isPending}
                  onClick={() => open.mutate(document.id)}
                >
                  {document.fileName}
                </Anchor>{' '}
                ({DOCUMENT_KIND_LABELS[document.kind]}, {formatFileSize(document.sizeBytes)})
              </List.Item>
            ))}
          </List>
        )}
        {open.isError && !(open.error instanceof ShareGone) && (
          <Alert color="red" role="alert" mt="sm">
            {open.error.message}
          </Alert>
        )}
      </Card>
    </Stack>
  );
}
