// Min profil: the job seeker completes or edits name and phone; offline it is shown read-only.
import { Button, Fieldset, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import * as v from 'valibot';
import { focusFirstInvalid } from '@/lib/ui/focusFirstInvalid';
import { profileSchema } from '../profileSchema';
import type { Profile } from '../queries/profile';
import { useSaveProfile } from '../queries/saveProfile';

type Props = {
  userId: string;
  email: string;
  profile: Profile | null;
  /** Offline: the last known values, not editable. */
  readOnly: boolean;
};

export function ProfileForm({ userId, email, profile, readOnly }: Props) {
  const save = useSaveProfile();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      fullName: profile?.full_name ?? '',
      phone: profile?.phone ?? '',
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
      <Fieldset disabled={readOnly} variant="unstyled">
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
          {!readOnly && (
            <Button type="submit" disabled={save.isPending} mt="xs">
              {save.isPending ? 'Skickar...' : 'Spara kontaktuppgifter'}
            </Button>
          )}
        </Stack>
      </Fieldset>
    </form>
  );
}
