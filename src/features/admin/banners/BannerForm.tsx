// The create/edit dialog's form for a banner ad (spec §5): price step 0.01, default 99, top; the
// image uploaded or its address typed, and the ad previewed as placed.
import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type AdminBanner,
  adminBannerSchema,
  BANNER_POSITIONS,
} from '@shared/schemas/admin-banner.ts';
import { BANNER_POSITION_LABELS, bannerPlaceHint } from '@shared/schemas/banner-places.ts';
import * as v from 'valibot';
import { DialogActions, StatusSelect } from '../publishable/formParts';
import type { PublishableFormProps } from '../publishable/publishableTypes';
import { BannerImageDropzone } from './BannerImageDropzone';
import { BannerPlacementPreview } from './BannerPlacementPreview';
import { type BannerFormValues, bannerFormValues } from './bannerFormValues';

const POSITION_OPTIONS = BANNER_POSITIONS.map((value) => ({
  value,
  label: BANNER_POSITION_LABELS[value],
}));

export function BannerForm({
  row,
  submitting,
  onSubmit,
  onCancel,
  onDirtyChange,
}: PublishableFormProps<'banners'>) {
  const form = useForm<BannerFormValues, AdminBanner>({
    initialValues: bannerFormValues(row),
    onValuesChange: () => onDirtyChange(form.isDirty()),
    validate: schemaResolver(adminBannerSchema, { sync: true }),
    transformValues: (values) => v.parse(adminBannerSchema, values),
  });

  return (
    <form onSubmit={form.onSubmit((banner) => onSubmit(banner))} noValidate>
      <Stack gap="sm">
        <TextInput label="Titel" withAsterisk data-autofocus {...form.getInputProps('title')} />
        <TextInput label="Arbetsgivare" withAsterisk {...form.getInputProps('employer_name')} />
        <Textarea
          label="Beskrivning"
          description="Valfritt"
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <BannerImageDropzone onUploaded={(url) => form.setFieldValue('image_url', url)} />
        <TextInput
          label="Bild-URL"
          description="Fylls i när en bild laddas upp, eller skriv https://… eller en sökväg på webbplatsen, t.ex. /banners/bild.png"
          withAsterisk
          {...form.getInputProps('image_url')}
        />
        <TextInput
          label="Länk"
          description="Valfritt, https://… (öppnas i en ny flik)"
          {...form.getInputProps('link_url')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Pris (kr)"
            withAsterisk
            step={0.01}
            min={0}
            decimalScale={2}
            decimalSeparator=","
            fixedDecimalScale
            clampBehavior="none"
            {...form.getInputProps('price')}
          />
          <Select
            label="Placering"
            // What the choice means on /jobs: where, and how many places it has.
            description={bannerPlaceHint(form.values.position)}
            data={POSITION_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('position')}
          />
          <StatusSelect inputProps={form.getInputProps('status')} />
        </SimpleGrid>
        {/* Below the placement: choosing another one resizes the preview in view. */}
        <BannerPlacementPreview id={row?.id ?? null} values={form.values} />
        <DialogActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
