// "Yrkesprofil" on /profile: what employers ask first (yrke, specialty, licence, languages,
// availability, a summary). All optional; the server validates with the same schema. Yrke is
// the one question about the profession: it starts from the sign-up's answer.
// Offline the last known copy is shown read-only.
import {
  Button,
  Card,
  Checkbox,
  Fieldset,
  MultiSelect,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  PROFESSIONAL_STATUS_LABELS,
  PROFESSIONAL_STATUSES,
  type ProfessionalProfile,
  type ProfessionalStatus,
} from '@shared/schemas';
import { SPECIALTIES } from '@shared/search/specialties';
import { useQuery } from '@tanstack/react-query';
import { professionalProfileQueryOptions } from '@/entities/professionalProfile';
import { useOnlineStatus } from '@/lib/offline/useOnlineStatus';
import { focusFirstInvalid } from '@/lib/ui/focusFirstInvalid';
import { Loading } from '@/lib/ui/Loading';
import {
  serverErrors,
  toFormValues,
  toProfile,
  validateProfessionalForm,
} from '../professionalForm';
import { useProfile } from '../queries/profile';
import { ProfileRefused, useSaveProfessionalProfile } from '../queries/saveProfessionalProfile';
import { LanguageFields } from './LanguageFields';
import { LicenceFields } from './LicenceFields';
import { OFFLINE_NO_COPY } from './ProfilePage';
import { RecruiterVisibility } from './RecruiterVisibility';
import { RegionWishFields } from './RegionWishFields';

const STATUS_OPTIONS = [
  { value: '', label: 'Ej angivet' },
  ...PROFESSIONAL_STATUSES.map((status) => ({
    value: status,
    label: PROFESSIONAL_STATUS_LABELS[status],
  })),
];
const isProfessionalStatus = (value: string): value is ProfessionalStatus =>
  (PROFESSIONAL_STATUSES as readonly string[]).includes(value);

/** Both specialty fields: the search model's list, searchable, at most five. */
const SPECIALTY_PICKER = {
  data: SPECIALTIES.map(({ value, label }) => ({ value, label })),
  searchable: true,
  maxValues: 5,
  nothingFoundMessage: 'Ingen specialitet hittades',
} as const;

function ProfessionalForm({
  userId,
  profile,
  profession,
  readOnly,
}: {
  userId: string;
  profile: ProfessionalProfile | null;
  /** The sign-up's answer, the Yrke shown until the doctor saves one here. */
  profession: ProfessionalStatus | '';
  readOnly: boolean;
}) {
  const save = useSaveProfessionalProfile(userId);
  const values = toFormValues(profile);
  const form = useForm({
    mode: 'controlled',
    initialValues: { ...values, status: values.status || profession },
    validate: validateProfessionalForm,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(toProfile(values));
      form.resetDirty();
      notifications.show({
        title: 'Yrkesprofilen sparad',
        message: 'Arbetsgivare ser den när du ansöker.',
        color: 'teal',
      });
    } catch (error) {
      if (error instanceof ProfileRefused) form.setErrors(serverErrors(values, error.fields));
      notifications.show({
        title: 'Yrkesprofilen sparades inte',
        message: error instanceof Error ? error.message : String(error),
        color: 'red',
      });
    }
  }, focusFirstInvalid);

  return (
    <form onSubmit={submit} noValidate aria-label="Yrkesprofil">
      <Fieldset disabled={readOnly} variant="unstyled">
        <Stack gap="md">
          <NativeSelect label="Yrke" data={STATUS_OPTIONS} {...form.getInputProps('status')} />
          <MultiSelect
            label="Specialitet"
            description="Högst 5"
            {...SPECIALTY_PICKER}
            {...form.getInputProps('specialties')}
          />
          <LicenceFields form={form} />
          <MultiSelect
            label="Specialistbevis"
            description="Specialiteter där du har specialistbevis"
            {...SPECIALTY_PICKER}
            {...form.getInputProps('certificates')}
          />
          <LanguageFields form={form} />
          {/* Fields side by side aligned at their boxes, whether or not a description is above. */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" style={{ alignItems: 'end' }}>
            <TextInput
              label="Tillgänglig från"
              type="date"
              {...form.getInputProps('availableFrom')}
            />
            <TextInput
              label="Tillgänglig till"
              description="Tomt: tills vidare"
              type="date"
              {...form.getInputProps('availableUntil')}
            />
            <NumberInput
              label="Uppsägningstid (veckor)"
              min={0}
              max={52}
              allowDecimal={false}
              {...form.getInputProps('noticeWeeks')}
            />
            <NumberInput
              label="Omfattning (%)"
              min={10}
              max={100}
              step={5}
              allowDecimal={false}
              {...form.getInputProps('scopePercent')}
            />
          </SimpleGrid>
          <Checkbox
            label="Jag tar gärna vikariat och hyrläkaruppdrag"
            {...form.getInputProps('openToLocum', { type: 'checkbox' })}
          />
          <Checkbox
            label="Jag söker tillsvidareanställning"
            {...form.getInputProps('openToPermanent', { type: 'checkbox' })}
          />
          <RegionWishFields form={form} />
          <Textarea
            label="Kort sammanfattning"
            description="Några meningar om din erfarenhet, högst 1000 tecken"
            autosize
            minRows={3}
            maxLength={1000}
            {...form.getInputProps('summary')}
          />
          {!readOnly && (
            <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
              Spara yrkesprofil
            </Button>
          )}
        </Stack>
      </Fieldset>
    </form>
  );
}

export function ProfessionalProfileCard({ userId }: { userId: string }) {
  const profile = useQuery(professionalProfileQueryOptions(userId));
  // A copy restored from the persisted cache may predate the last save: the form starts from
  // the server's answer (offline, from the copy).
  const online = useOnlineStatus();
  const current = profile.isSuccess && (profile.isFetchedAfterMount || !online);
  const account = useProfile(userId);
  const profession = account.status === 'ready' ? (account.profile?.profession ?? '') : '';
  // Offline without a copy the query waits (paused): say so rather than Laddar... for ever.
  const unknownOffline = !online && !profile.isSuccess;
  return (
    <Card withBorder padding="lg" shadow="sm" component="section" aria-labelledby="yrkesprofil">
      <Title order={2} fz="h3" id="yrkesprofil" mb="xs">
        Yrkesprofil
      </Title>
      <Text fz="sm" c="gray.7" mb="md">
        Det arbetsgivare frågar efter först. Allt är valfritt, men med en komplett profil och ett CV
        kan du använda Snabbansökan.
      </Text>
      {current && <RecruiterVisibility userId={userId} readOnly={!online} />}
      {unknownOffline && <Text>{OFFLINE_NO_COPY}</Text>}
      {!current && !profile.isError && !unknownOffline && <Loading />}
      {profile.isError && online && (
        <Text role="alert" c="var(--mantine-color-error)">
          Yrkesprofilen kunde inte hämtas. Försök igen senare.
        </Text>
      )}
      {current && (
        <ProfessionalForm
          key={profession}
          userId={userId}
          profile={profile.data}
          profession={isProfessionalStatus(profession) ? profession : ''}
          readOnly={!online}
        />
      )}
    </Card>
  );
}
