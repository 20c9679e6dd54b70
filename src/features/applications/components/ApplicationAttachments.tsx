// In the apply dialog: the professional profile's summary, the documents to send with this
// application (the newest CV chosen to begin with) and a file from the device.
import {
  Anchor,
  Checkbox,
  FileInput,
  Group,
  NativeSelect,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DOCUMENT_TYPES } from '@shared/documents/file-check';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  type DocumentKind,
  type ProfessionalProfile,
  professionalSummaryLines,
  TOO_MANY_DOCUMENTS,
} from '@shared/schemas';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatFileSize, localDocumentProblem, type ProfileDocument } from '@/entities/documents';
import type { AttachedFile } from '@/lib/offline/db';
import { LabelledLines } from '@/lib/ui/LabelledLines';

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
          <Anchor component={Link} to="/profile" fz="sm" underline="always">
            Fyll i den i Min profil
          </Anchor>{' '}
          så ser arbetsgivaren specialitet, legitimation och språk.
        </Text>
      ) : (
        <LabelledLines lines={lines} fz="sm" clampLabel="Sammanfattning" />
      )}
    </Stack>
  );
}

type DocumentChoiceProps = {
  documents: ProfileDocument[] | undefined;
  value: string[];
  onChange: (ids: string[]) => void;
  /** How many may be chosen (what the database takes, less a file from the device). */
  limit: number;
};

export function DocumentChoice({ documents, value, onChange, limit }: DocumentChoiceProps) {
  if (!documents || documents.length === 0) {
    return (
      <Text fz="sm" c="gray.7">
        Inga dokument att skicka med.{' '}
        <Anchor component={Link} to="/profile" fz="sm" underline="always">
          Ladda upp ditt CV i Min profil
        </Anchor>
      </Text>
    );
  }
  const full = value.length >= limit;
  return (
    <Checkbox.Group
      label="Dokument som skickas med"
      description={full && documents.length > limit ? TOO_MANY_DOCUMENTS : undefined}
      value={value}
      onChange={onChange}
    >
      <Stack gap={6} mt={6}>
        {documents.map((document) => (
          <Checkbox
            key={document.id}
            value={document.id}
            disabled={full && !value.includes(document.id)}
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

/**
 * A file from the device for this application only (it also joins Mina dokument): kept with the
 * application in the outbox, so it can be chosen offline too. Checked here by its first bytes.
 */
export function DeviceFile({
  file,
  onChange,
  disabled,
}: {
  file: AttachedFile | null;
  onChange: (file: AttachedFile | null) => void;
  /** The documents chosen already fill what one application takes. */
  disabled: boolean;
}) {
  const [kind, setKind] = useState<DocumentKind>('cv');
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (chosen: File | null) => {
    setProblem(null);
    if (!chosen) return onChange(null);
    const found = await localDocumentProblem(chosen);
    if (found) {
      setProblem(found);
      return onChange(null);
    }
    onChange({
      id: crypto.randomUUID(),
      kind,
      name: chosen.name,
      type: chosen.type,
      size: chosen.size,
      blob: chosen,
    });
  };
  return (
    <Group align="flex-start" grow gap="sm">
      <NativeSelect
        label="Typ av fil"
        data={DOCUMENT_KINDS.map((value) => ({ value, label: DOCUMENT_KIND_LABELS[value] }))}
        value={kind}
        onChange={(event) => {
          const next = event.currentTarget.value as DocumentKind;
          setKind(next);
          if (file) onChange({ ...file, kind: next });
        }}
      />
      <FileInput
        label="Bifoga en fil från enheten"
        description="PDF, DOCX, JPEG eller PNG, högst 10 MB per fil och 50 MB totalt"
        placeholder="Välj fil"
        accept={DOCUMENT_TYPES.join(',')}
        clearable
        disabled={disabled}
        error={problem}
        onChange={(chosen) => void choose(chosen)}
      />
    </Group>
  );
}
