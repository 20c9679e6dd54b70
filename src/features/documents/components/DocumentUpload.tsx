// Drop or choose a CV, licence copy or certificate: PDF, DOCX, JPEG or PNG up to 10 MB, 50 MB in
// all (the database's quota). The dropzone refuses other types and sizes at once; the content
// check (magic bytes) follows here and again on the server, each with its Swedish reason.
import { Alert, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, documentMessages } from '@shared/documents/file-check';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, type DocumentKind } from '@shared/schemas';
import { useState } from 'react';
import { useUploadDocument } from '../queries/documents';

const KIND_OPTIONS = DOCUMENT_KINDS.map((kind) => ({
  value: kind,
  label: DOCUMENT_KIND_LABELS[kind],
}));

function rejectionMessage(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes('file-too-large')) return documentMessages.tooLarge;
  if (codes.includes('too-many-files')) return 'Ladda upp en fil i taget.';
  return documentMessages.wrongType;
}

export function DocumentUpload({ userId }: { userId: string }) {
  const [kind, setKind] = useState<DocumentKind>('cv');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const upload = useUploadDocument(userId);

  const send = async (file: File) => {
    setProblem(null);
    setDone(null);
    try {
      await upload.mutateAsync({ userId, file, kind });
      setDone(`${file.name} är uppladdad.`);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Stack gap="xs">
      <NativeSelect
        label="Typ av dokument"
        data={KIND_OPTIONS}
        value={kind}
        onChange={(event) => setKind(event.currentTarget.value as DocumentKind)}
      />
      <Dropzone
        onDrop={(files) => {
          const [file] = files;
          if (file) void send(file);
        }}
        onReject={(rejections) => {
          setDone(null);
          setProblem(rejectionMessage(rejections));
        }}
        accept={[...DOCUMENT_TYPES]}
        maxSize={DOCUMENT_MAX_BYTES}
        multiple={false}
        loading={upload.isPending}
        // One Swedish button named by its text: react-dropzone makes the root "presentation" and
        // leaves its file input (visually hidden, out of the tab order, nested in the root) to be
        // announced by its English role, "file upload". The root opens the file chooser itself.
        role="button"
        inputProps={{ style: { display: 'none' } }}
      >
        <Group justify="center" mih={96} style={{ pointerEvents: 'none' }}>
          <Stack gap={4} align="center">
            <Text fw={600}>Släpp en fil här eller klicka för att välja</Text>
            <Text fz="sm" c="gray.7">
              PDF, Word (DOCX), JPEG eller PNG, högst 10 MB per fil och 50 MB totalt
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {problem && (
        <Alert color="red" role="alert" title="Filen laddades inte upp">
          {problem}
        </Alert>
      )}
      {done && (
        <Text fz="sm" c="teal.9" role="status">
          {done}
        </Text>
      )}
    </Stack>
  );
}
