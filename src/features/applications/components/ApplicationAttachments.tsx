// In the apply dialog: the professional profile's summary and the documents to send with this
// application (the newest CV chosen to begin with).
import { Anchor, Checkbox, Stack, Text, Title } from '@mantine/core';
import {
  DOCUMENT_KIND_LABELS,
  type ProfessionalProfile,
  professionalSummaryLines,
} from '@shared/schemas';
import { Link } from '@tanstack/react-router';
import { formatFileSize, type ProfileDocument } from '@/lib/documents';

export function ProfileSummary({ profile }: { profile: ProfessionalProfile | null | undefined }) {
  const lines = profile ? professionalSummaryLines(profile) : [];
  return (
    <Stack gap={4} component="section" aria-label="Din yrkesprofil">
      <Title order={3} fz="md">
        Din yrkesprofil
      </Title>
      {lines.length === 0 ? (
        <Text fz="sm" c="gray.7">
          Du har ingen yrkesprofil än.{' '}
          <Anchor component={Link} to="/profile" fz="sm">
            Fyll i den i Min profil
          </Anchor>{' '}
          så ser arbetsgivaren specialitet, legitimation och språk.
        </Text>
      ) : (
        lines.map((line) => (
          <Text
            key={line.label}
            fz="sm"
            lineClamp={line.label === 'Sammanfattning' ? 3 : undefined}
          >
            <Text span fw={600} fz="sm">
              {line.label}:
            </Text>{' '}
            {line.value}
          </Text>
        ))
      )}
    </Stack>
  );
}

type DocumentChoiceProps = {
  documents: ProfileDocument[] | undefined;
  value: string[];
  onChange: (ids: string[]) => void;
};

export function DocumentChoice({ documents, value, onChange }: DocumentChoiceProps) {
  if (!documents || documents.length === 0) {
    return (
      <Text fz="sm" c="gray.7">
        Inga dokument att skicka med.{' '}
        <Anchor component={Link} to="/profile" fz="sm">
          Ladda upp ditt CV i Min profil
        </Anchor>
      </Text>
    );
  }
  return (
    <Checkbox.Group label="Dokument som skickas med" value={value} onChange={onChange}>
      <Stack gap={6} mt={6}>
        {documents.map((document) => (
          <Checkbox
            key={document.id}
            value={document.id}
            label={`${document.file_name} (${DOCUMENT_KIND_LABELS[document.kind]}, ${formatFileSize(document.size_bytes)})`}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** The newest CV: the list comes newest first. */
export function defaultDocumentIds(documents: ProfileDocument[] | undefined): string[] {
  const cv = documents?.find((document) => document.kind === 'cv');
  return cv ? [cv.id] : [];
}
