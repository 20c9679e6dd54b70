// /admin/settings: the provider's name, contact e-mail and signature (footer, /contact, e-mails)
// and who receives notification e-mails.
import { Alert, Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { describeDatabaseError } from '../databaseErrors';
import { LOADING } from '../texts';
import { providerSettingsQueryOptions, useSaveProviderSettings } from './settingsQueries';
import { type SettingsFormValues, type SettingsValues, settingsSchema } from './settingsSchema';

export function SettingsAdminPage() {
  const settings = useQuery(providerSettingsQueryOptions());
  return (
    <>
      <Title order={1} size="h2" mb="md">
        Inställningar
      </Title>
      {settings.error && (
        <Alert color="red" title="Fel vid hämtning av inställningar" mb="md">
          {describeDatabaseError(settings.error)}
        </Alert>
      )}
      {settings.isPending && <p>{LOADING}</p>}
      {/* Keyed by the saved values so the form starts over from what the database holds. */}
      {settings.data && <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />}
    </>
  );
}

function SettingsForm({ saved }: { saved: SettingsValues }) {
  const save = useSaveProviderSettings();
  const form = useForm<SettingsFormValues, SettingsValues>({
    initialValues: { ...saved, notification_recipients: saved.notification_recipients.join('\n') },
    validate: schemaResolver(settingsSchema, { sync: true }),
    transformValues: (values) => v.parse(settingsSchema, values),
  });

  return (
    <Paper withBorder p="lg" maw={720}>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Leverantörens namn"
            withAsterisk
            {...form.getInputProps('provider_name')}
          />
          <TextInput
            label="Kontakt-e-post"
            description="Visas i sidfoten och på kontaktsidan"
            type="email"
            withAsterisk
            {...form.getInputProps('contact_email')}
          />
          <Textarea
            label="E-postsignatur"
            description="Avslutar e-post som skickas till sökande och arbetsgivare"
            autosize
            minRows={3}
            {...form.getInputProps('email_signature')}
          />
          <Textarea
            label="Mottagare av notiser"
            description="Får e-post om nya förfrågningar och ansökningar. En adress per rad."
            autosize
            minRows={2}
            withAsterisk
            {...form.getInputProps('notification_recipients')}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Skickar...' : 'Spara'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
