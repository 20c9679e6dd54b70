// The application dialog (spec §2): the applicant's details read-only from the profile and a cover
// letter of 8 rows; "Skickar..." while sending.
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { applicationSchema } from '@shared/schemas';
import * as v from 'valibot';
import type { Applicant } from '../queries/submitApplication';

type Props = {
  opened: boolean;
  onClose: () => void;
  jobTitle: string;
  applicant: Applicant;
  sending: boolean;
  /** Resolves true when the application was stored, so the letter can be cleared. */
  onSubmit: (coverLetter: string) => Promise<boolean>;
};

export function ApplicationDialog({
  opened,
  onClose,
  jobTitle,
  applicant,
  sending,
  onSubmit,
}: Props) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { coverLetter: '' },
    validate: schemaResolver(applicationSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    const { coverLetter } = v.parse(applicationSchema, values);
    if (await onSubmit(coverLetter)) form.reset();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={`Ansök: ${jobTitle}`} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Namn" value={applicant.name} readOnly />
          <TextInput label="E-post" value={applicant.email} readOnly />
          <TextInput label="Telefon" value={applicant.phone || 'Ej angivet'} readOnly />
          <Textarea
            label="Personligt brev"
            description="Berätta varför du söker tjänsten och vad du har för erfarenhet."
            rows={8}
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
    </Modal>
  );
}
