// "Mina dokument" on /profile: the CV, licence copy and certificates sent with applications.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DOCUMENT_KIND_LABELS } from '@shared/schemas';
import {
  documentDownloadUrl,
  documentPath,
  formatFileSize,
  type ProfileDocument,
} from '@/entities/documents';
import { useDeleteDocument, useDocuments } from '../queries/documents';
import { DocumentUpload } from './DocumentUpload';

function DocumentRow({ document, userId }: { document: ProfileDocument; userId: string }) {
  const remove = useDeleteDocument(userId);
  const open = async () => {
    try {
      window.location.assign(
        await documentDownloadUrl(documentPath(userId, document.id), document.file_name),
      );
    } catch {
      notifications.show({
        title: 'Filen kunde inte hämtas',
        message: 'Försök igen.',
        color: 'red',
      });
    }
  };
  const del = () =>
    remove.mutate(document, {
      onError: () =>
        notifications.show({
          title: 'Dokumentet kunde inte tas bort',
          message: 'Försök igen när du är online.',
          color: 'red',
        }),
    });
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={0} miw={0}>
        <Text fw={600} truncate="end">
          {document.file_name}
        </Text>
        <Text fz="sm" c="gray.7">
          {DOCUMENT_KIND_LABELS[document.kind]} · {formatFileSize(document.size_bytes)}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="xs"
          onClick={() => void open()}
          aria-label={`Öppna ${document.file_name}`}
        >
          Öppna
        </Button>
        <Button
          variant="outline"
          color="red.9"
          size="xs"
          loading={remove.isPending}
          onClick={del}
          aria-label={`Ta bort ${document.file_name}`}
        >
          Ta bort
        </Button>
      </Group>
    </Group>
  );
}

export function DocumentsCard({ userId }: { userId: string }) {
  const documents = useDocuments(userId);
  return (
    <Card withBorder padding="lg" shadow="sm" component="section" aria-labelledby="mina-dokument">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="mina-dokument">
          Mina dokument
        </Title>
        <Text fz="sm" c="gray.7">
          Ditt CV, en kopia av legitimationen och intyg. Du väljer vilka som skickas med varje
          ansökan. Bara du och vi som förmedlar tjänsterna kan se dem.
        </Text>
        {documents.isError && (
          <Text role="alert" c="var(--mantine-color-error)">
            Dokumenten kunde inte hämtas. Försök igen senare.
          </Text>
        )}
        {documents.data && documents.data.length > 0 && (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Uppladdade dokument"
          >
            {documents.data.map((document) => (
              <DocumentRow key={document.id} document={document} userId={userId} />
            ))}
          </Stack>
        )}
        {documents.data?.length === 0 && <Text fz="sm">Du har inga dokument uppladdade än.</Text>}
        <DocumentUpload userId={userId} />
      </Stack>
    </Card>
  );
}
