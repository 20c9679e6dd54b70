// The application sheet (spec §2): on a phone it fills the screen, with the one send
// button pinned to its bottom. What the profile lacks of the ad's requirements comes first, then
// which of a locum ad's periods the doctor can take, the applicant's details read-only from the
// profile, the professional profile's summary, the documents to send and the letter.
// "Snabbansökan" with a complete profile and a CV: the letter starts as a short message.
import { Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  applicationSchemaFor,
  COVER_LETTER_MIN_LENGTH,
  MAX_APPLICATION_DOCUMENTS,
  missingForQuickApply,
} from '@shared/schemas';
import type { JobPeriod } from '@shared/search';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import { documentsQueryOptions } from '@/entities/documents';
import { professionalProfileQueryOptions } from '@/entities/professionalProfile';
import type { AttachedFile } from '@/lib/offline/db';
import { focusFirstInvalid } from '@/lib/ui/focusFirstInvalid';
import type { Applicant } from '../queries/submitApplication';
import {
  DeviceFile,
  DocumentChoice,
  defaultDocumentIds,
  ProfileSummary,
} from './ApplicationAttachments';
import { PeriodChoice, ProfileGaps } from './ApplicationChoices';
import classes from './ApplicationDialog.module.css';

type Props = {
  opened: boolean;
  onClose: () => void;
  job: { title: string; periods: readonly JobPeriod[] };
  applicant: Applicant;
  /** What the professional profile lacks of the ad's requirements, as the job page says it. */
  gaps: readonly string[];
  sending: boolean;
  /** Resolves true when the application was stored, so the letter can be cleared. */
  onSubmit: (application: {
    coverLetter: string;
    chosenPeriods: JobPeriod[];
    documentIds: string[];
    files: AttachedFile[];
  }) => Promise<boolean>;
};

const QUICK_MESSAGE =
  'Hej! Jag är intresserad av tjänsten. Min yrkesprofil och mitt CV finns med i ansökan.';

/** Below Mantine's `sm`: a phone, where the sheet takes the whole screen. */
const PHONE = '(max-width: 48em)';

export function ApplicationDialog({
  opened,
  onClose,
  job,
  applicant,
  gaps,
  sending,
  onSubmit,
}: Props) {
  const phone = useMediaQuery(PHONE);
  const documents = useQuery({ ...documentsQueryOptions(applicant.userId), enabled: opened });
  const profile = useQuery({
    ...professionalProfileQueryOptions(applicant.userId),
    enabled: opened,
  });
  const [documentIds, setDocumentIds] = useState<string[] | null>(null);
  const [deviceFile, setDeviceFile] = useState<AttachedFile | null>(null);
  const chosen = documentIds ?? defaultDocumentIds(documents.data);
  const schema = useMemo(() => applicationSchemaFor(job.periods), [job.periods]);
  const form = useForm<{ coverLetter: string; chosenPeriods: JobPeriod[] }>({
    mode: 'controlled',
    initialValues: { coverLetter: '', chosenPeriods: [] },
    validate: schemaResolver(schema, { sync: true }),
  });

  const hasCv = defaultDocumentIds(documents.data).length > 0;
  const quickApply = profile.isSuccess && missingForQuickApply(profile.data).length === 0 && hasCv;
  // A new sheet starts from the defaults again; with a complete profile and a CV, from the short
  // message of Snabbansökan, which the doctor may send as it is or write on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: form is a new object every render
  useEffect(() => {
    if (!opened) {
      setDocumentIds(null);
      setDeviceFile(null);
    } else if (quickApply && form.getValues().coverLetter === '') {
      form.setFieldValue('coverLetter', QUICK_MESSAGE);
    }
  }, [opened, quickApply]);

  const submit = form.onSubmit(async (values) => {
    const { coverLetter, chosenPeriods } = v.parse(schema, values);
    const files = deviceFile ? [deviceFile] : [];
    if (await onSubmit({ coverLetter, chosenPeriods, documentIds: chosen, files })) form.reset();
  }, focusFirstInvalid);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Ansök: ${job.title}`}
      size="lg"
      centered
      fullScreen={phone}
      transitionProps={phone ? { transition: 'slide-up' } : undefined}
      classNames={{ content: classes.content, body: classes.body }}
    >
      <form onSubmit={submit} noValidate aria-label="Ansökan" className={classes.form}>
        <ProfileGaps gaps={gaps} />
        <PeriodChoice
          periods={job.periods}
          value={form.values.chosenPeriods}
          onChange={(periods) => form.setFieldValue('chosenPeriods', periods)}
          error={form.errors.chosenPeriods}
          dataPath="chosenPeriods"
        />
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
        <DocumentChoice
          documents={documents.data}
          value={chosen}
          onChange={setDocumentIds}
          limit={MAX_APPLICATION_DOCUMENTS - (deviceFile ? 1 : 0)}
        />
        <DeviceFile
          file={deviceFile}
          onChange={setDeviceFile}
          disabled={!deviceFile && chosen.length >= MAX_APPLICATION_DOCUMENTS}
        />
        <Textarea
          label={quickApply ? 'Kort meddelande' : 'Personligt brev'}
          description={letterHint(form.values.coverLetter, quickApply)}
          // A short message grows as it is written; a letter has room for eight lines (spec).
          autosize={quickApply}
          minRows={2}
          maxRows={12}
          rows={quickApply ? undefined : 8}
          // On a desktop the dialog opens on what the doctor came to write, not on "Stäng". On a
          // phone the sheet opens at its top (gaps, periods) without the keyboard covering it.
          data-autofocus={!phone || undefined}
          {...form.getInputProps('coverLetter')}
        />
        <Group className={classes.actions} justify="flex-end" gap="sm" wrap="nowrap">
          {/* On a phone the sheet's header closes it: the bottom holds the one action. */}
          {!phone && (
            <Button variant="default" onClick={onClose} disabled={sending}>
              Avbryt
            </Button>
          )}
          <Button type="submit" disabled={sending} fullWidth={phone}>
            {sending ? 'Skickar...' : quickApply ? 'Skicka snabbansökan' : 'Skicka ansökan'}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}

/** The minimum shown before it is broken, with a count of what is written so far. */
function letterHint(letter: string, quickApply: boolean): string {
  const written = letter.trim().length;
  const count =
    written >= COVER_LETTER_MIN_LENGTH
      ? `${written} tecken.`
      : `${written} av minst ${COVER_LETTER_MIN_LENGTH} tecken.`;
  return quickApply
    ? `Snabbansökan: din yrkesprofil och ditt CV skickas med, så ett kort meddelande räcker. ${count}`
    : `Berätta varför du söker tjänsten och vad du har för erfarenhet. ${count}`;
}
