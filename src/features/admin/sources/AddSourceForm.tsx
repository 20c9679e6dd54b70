// Adding a job source: name, kind, address (and the country a feed's items lack), checked by the
// shared schema; "Testa" fetches it once and says what a run would import, storing nothing.
import {
  Alert,
  Button,
  Group,
  List,
  NativeSelect,
  Paper,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  JOB_SOURCE_KINDS,
  type JobSourceInput,
  jobSourceProbeSchema,
  jobSourceSchema,
} from '@shared/schemas';
import { useState } from 'react';
import * as v from 'valibot';
import { columns } from '@/lib/ui/columns';
import { ImportRequestError, type Preview, previewSource, useAddSource } from './sourceQueries';

type FormValues = { name: string; kind: string; url: string; country: string };

const COUNTRY_OPTIONS = [
  { value: '', label: 'Står i annonserna' },
  { value: 'SE', label: 'Sverige' },
  { value: 'NO', label: 'Norge' },
  { value: 'DK', label: 'Danmark' },
];

const FIELDS = columns({ base: 1, sm: 2 }, 'sm');

export function AddSourceForm() {
  const add = useAddSource();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [testing, setTesting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues, JobSourceInput>({
    initialValues: { name: '', kind: 'feed', url: '', country: '' },
    validate: schemaResolver(jobSourceSchema, { sync: true }),
    transformValues: (values) => v.parse(jobSourceSchema, values),
    // A changed address or kind makes the last test fetch stale.
    onValuesChange: (values, previous) => {
      if (values.url !== previous.url || values.kind !== previous.kind) setPreview(null);
    },
  });

  /** The server's field errors on the form, its other reasons above it. */
  const showFailure = (error: unknown) => {
    if (error instanceof ImportRequestError && Object.keys(error.fields).length > 0)
      form.setErrors(error.fields);
    else setFailure(error instanceof Error ? error.message : String(error));
  };

  const test = async () => {
    setFailure(null);
    const probe = v.safeParse(jobSourceProbeSchema, form.getValues());
    if (!probe.success) {
      form.validate();
      return;
    }
    setTesting(true);
    try {
      setPreview(await previewSource(probe.output));
    } catch (error) {
      setPreview(null);
      showFailure(error);
    } finally {
      setTesting(false);
    }
  };

  return (
    <Paper withBorder p="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((source) => {
          setFailure(null);
          add.mutate(source, {
            onSuccess: () => {
              form.reset();
              setPreview(null);
            },
            onError: showFailure,
          });
        })}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            Lägg till en källa
          </Title>
          <div {...FIELDS}>
            <TextInput
              label="Namn"
              description='Visas på annonserna som "Från …"'
              withAsterisk
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <NativeSelect
              label="Typ"
              data={JOB_SOURCE_KINDS.map(({ value, label }) => ({ value, label }))}
              key={form.key('kind')}
              {...form.getInputProps('kind')}
            />
            <TextInput
              label="Adress"
              description="http:// eller https:// till en publik webbplats"
              placeholder="https://region.se/lediga-jobb.xml"
              withAsterisk
              type="url"
              key={form.key('url')}
              {...form.getInputProps('url')}
            />
            <NativeSelect
              label="Land"
              description="För annonser som inte anger land"
              data={COUNTRY_OPTIONS}
              key={form.key('country')}
              {...form.getInputProps('country')}
            />
          </div>
          {failure && (
            <Alert color="red" title="Källan kunde inte läsas" role="alert">
              {failure}
            </Alert>
          )}
          {preview && <PreviewResult preview={preview} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={test} loading={testing}>
              Testa
            </Button>
            <Button type="submit" loading={add.isPending}>
              Lägg till
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function PreviewResult({ preview }: { preview: Preview }) {
  return (
    <Alert color="blue" title={preview.summary} data-testid="source-preview">
      <Stack gap={4}>
        {preview.titles.length > 0 && (
          <List size="sm" spacing={2}>
            {preview.titles.map((title) => (
              <List.Item key={title}>{title}</List.Item>
            ))}
          </List>
        )}
        {preview.errors.length > 0 && (
          <List size="sm" spacing={2} c="red.8">
            {preview.errors.map(({ item, reason }) => (
              <List.Item key={`${item}-${reason}`}>
                {item}: {reason}
              </List.Item>
            ))}
          </List>
        )}
        Inget har sparats. Lägg till källan för att importera annonserna.
      </Stack>
    </Alert>
  );
}
