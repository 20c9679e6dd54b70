// The application dialog (spec §2): the applicant's details read-only from the profile, the
// professional profile's summary, the documents to send (issue 34) and a cover letter of 8 rows;
// "Snabbansökan" with a complete profile and a CV: a short message instead of a letter.
import {
  Button,
  Divider,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { applicationSchema, COVER_LETTER_MIN_LENGTH, missingForQuickApply } from '@shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { documentsQueryOptions } from '@/lib/documents';
import type { AttachedFile } from '@/lib/offline/db';
import { professionalProfileQueryOptions } from '@/lib/professionalProfile';
import type { Applicant } from '../queries/submitApplication';
import {
  DeviceFile,
  DocumentChoice,
  defaultDocumentIds,
  ProfileSummary,
} from './ApplicationAttachments';

type Props = {
  opened: boolean;
  onClose: () => void;
  jobTitle: string;
  applicant: Applicant;
  sending: boolean;
  /** Resolves true when the application was stored, so the letter can be cleared. */
  onSubmit: (coverLetter: string, documentIds: string[], files: AttachedFile[]) => Promise<boolean>;
};

const QUICK_MESSAGE =
  'Hej! Jag är intresserad av tjänsten. Min yrkesprofil och mitt CV finns med i ansökan.';

export function ApplicationDialog({
  opened,
  onClose,
  jobTitle,
  applicant,
  sending,
  onSubmit,
}: Props) {
  const documents = useQuery({ ...documentsQueryOptions(applicant.userId), enabled: opened });
  const profile = useQuery({
    ...professionalProfileQueryOptions(applicant.userId),
    enabled: opened,
  });
  const [documentIds, setDocumentIds] = useState<string[] | null>(null);
  const [deviceFile, setDeviceFile] = useState<AttachedFile | null>(null);
  const chosen = documentIds ?? defaultDocumentIds(documents.data);
  const form = useForm({
    mode: 'controlled',
    initialValues: { coverLetter: '' },
    validate: schemaResolver(applicationSchema, { sync: true }),
  });
  const quick = useForm({
    mode: 'controlled',
    initialValues: { coverLetter: QUICK_MESSAGE },
    validate: schemaResolver(applicationSchema, { sync: true }),
  });
  // A new dialog starts from the defaults again.
  useEffect(() => {
    if (!opened) {
      setDocumentIds(null);
      setDeviceFile(null);
    }
  }, [opened]);

  const hasCv = defaultDocumentIds(documents.data).length > 0;
  const quickApply = profile.isSuccess && missingForQuickApply(profile.data).length === 0 && hasCv;

  const send = (target: typeof form) =>
    target.onSubmit(async (values) => {
      const { coverLetter } = v.parse(applicationSchema, values);
      if (await onSubmit(coverLetter, chosen, deviceFile ? [deviceFile] : [])) target.reset();
    });

  return (
    <Modal opened={opened} onClose={onClose} title={`Ansök: ${jobTitle}`} size="lg" centered>
      <Stack gap="md">
        {/* Read-only (spec), and filled grey so that they do not look like fields to type in. */}
        <Stack gap={4}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label="Namn" value={applicant.name} readOnly variant="filled" />
            <TextInput label="E-post" value={applicant.email} readOnly variant="filled" />
            <TextInput
              label="Telefon"
              value={applicant.phone || 'Ej angivet'}
              readOnly
              variant="filled"
            />
          </SimpleGrid>
          <Text fz="xs" c="gray.7">
            Från din profil. Du ändrar dem under Min profil.
          </Text>
        </Stack>
        <ProfileSummary profile={profile.data} />
        <DocumentChoice documents={documents.data} value={chosen} onChange={setDocumentIds} />
        <DeviceFile file={deviceFile} onChange={setDeviceFile} />
        {quickApply && (
          <form onSubmit={send(quick)} noValidate aria-label="Snabbansökan">
            <Stack gap="xs">
              <Title order={3} fz="md">
                Snabbansökan
              </Title>
              <Textarea
                label="Kort meddelande"
                data-autofocus
                autosize
                minRows={2}
                {...quick.getInputProps('coverLetter')}
              />
              <Button type="submit" disabled={sending} style={{ alignSelf: 'flex-start' }}>
                {sending ? 'Skickar...' : 'Skicka snabbansökan'}
              </Button>
            </Stack>
            <Divider label="eller skriv ett personligt brev" labelPosition="center" mt="md" />
          </form>
        )}
        <form onSubmit={send(form)} noValidate aria-label="Ansökan">
          <Stack gap="sm">
            <Textarea
              label="Personligt brev"
              description={letterHint(form.values.coverLetter)}
              rows={8}
              // The dialog opens on what the doctor came to write, not on "Stäng".
              data-autofocus={!quickApply || undefined}
              {...form.getInputProps('coverLetter')}
            />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={onClose} disabled={sending}>
                Avbryt
              </Button>
              <Button type="submit" disabled={sending}>
                {sending ? 'Skickar...' : 'Skicka ansökan'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}

/** The minimum shown before it is broken, with a count of what is written so far. */
function letterHint(letter: string): string {
  const written = letter.trim().length;
  const count =
    written >= COVER_LETTER_MIN_LENGTH
      ? `${written} tecken.`
      : `${written} av minst ${COVER_LETTER_MIN_LENGTH} tecken.`;
  return `Berätta varför du söker tjänsten och vad du har för erfarenhet. ${count}`;
}
