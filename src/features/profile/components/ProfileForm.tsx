// Min profil: the job seeker completes or edits name, phone and profession.
import { Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { PROFESSION_LABELS, PROFESSIONS } from '@shared/schemas';
import * as v from 'valibot';
import { focusFirstInvalid } from '@/lib/ui/focusFirstInvalid';
import { profileSchema } from '../profileSchema';
import type { Profile } from '../queries/profile';
import { useSaveProfile } from '../queries/saveProfile';

const PROFESSION_OPTIONS = [
  { value: '', label: 'Välj yrke', disabled: true },
  ...PROFESSIONS.map((profession) => ({ value: profession, label: PROFESSION_LABELS[profession] })),
];

type Props = { userId: string; email: string; profile: Profile | null };

export function ProfileForm({ userId, email, profile }: Props) {
  const save = useSaveProfile();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      fullName: profile?.full_name ?? '',
      phone: profile?.phone ?? '',
      profession: profile?.profession ?? '',
    },
    validate: schemaResolver(profileSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    const changes = v.parse(profileSchema, values);
    try {
      await save.mutateAsync({ userId, email, changes, exists: profile !== null });
      form.resetDirty();
      notifications.show({
        title: 'Profilen sparad',
        message: 'Dina uppgifter är uppdaterade',
        color: 'teal',
      });
    } catch (error) {
      notifications.show({
        title: 'Något gick fel',
        message: error instanceof Error ? error.message : String(error),
        color: 'red',
      });
    }
  }, focusFirstInvalid);

  return (
    <form onSubmit={submit} noValidate aria-label="Min profil">
      <Stack gap="sm">
        <TextInput
          label="Fullständigt namn"
          autoComplete="name"
          {...form.getInputProps('fullName')}
        />
        <TextInput label="E-post" value={profile?.email ?? email} readOnly />
        <TextInput
          label="Telefon"
          description="Valfritt"
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <NativeSelect
          label="Yrke"
          data={PROFESSION_OPTIONS}
          {...form.getInputProps('profession')}
        />
        <Button type="submit" disabled={save.isPending} mt="xs">
          {save.isPending ? 'Skickar...' : 'Spara profil'}
        </Button>
      </Stack>
    </form>
  );
}
