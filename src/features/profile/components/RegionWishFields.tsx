// Where the doctor would work: countries, and in each the regions (none chosen: anywhere in it).
// Recruiters search by it (the candidate search's region wishes).
import { Fieldset, MultiSelect, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COUNTRIES, type CountryValue, REGIONS } from '@shared/search/places';
import type { ProfessionalFormValues } from '../professionalForm';

const COUNTRY_OPTIONS = COUNTRIES.map(({ value, label }) => ({ value, label }));

export function RegionWishFields({ form }: { form: UseFormReturnType<ProfessionalFormValues> }) {
  const wishes = form.getValues().regionWishes;
  const chooseCountries = (countries: string[]) =>
    form.setFieldValue(
      'regionWishes',
      countries.map(
        (country) =>
          wishes.find((wish) => wish.country === country) ?? {
            country: country as CountryValue,
            regions: [],
          },
      ),
    );
  return (
    <Fieldset legend="Var vill du arbeta?" variant="unstyled">
      <Stack gap="xs">
        <MultiSelect
          label="Länder"
          data={COUNTRY_OPTIONS}
          value={wishes.map((wish) => wish.country)}
          onChange={chooseCountries}
          error={form.errors.regionWishes}
        />
        {wishes.map((wish, index) => {
          const country = COUNTRIES.find((entry) => entry.value === wish.country);
          return (
            <MultiSelect
              key={wish.country}
              label={`${country?.regionKind ?? 'Region'} i ${country?.label ?? wish.country}`}
              description="Inget valt: var som helst i landet"
              data={[...REGIONS[wish.country]]}
              searchable
              {...form.getInputProps(`regionWishes.${index}.regions`)}
            />
          );
        })}
      </Stack>
    </Fieldset>
  );
}
