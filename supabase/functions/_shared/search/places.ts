// Where a job is and what it pays in: the three countries, their regions (Swedish län, Norwegian
// fylker after the 2024 reform, Danish regioner) and currencies. One source for the /jobs
// filters, the admin job form, the function schemas and the database checks.

export const COUNTRIES = [
  { value: 'SE', label: 'Sverige', currency: 'SEK', regionKind: 'Län' },
  { value: 'NO', label: 'Norge', currency: 'NOK', regionKind: 'Fylke' },
  { value: 'DK', label: 'Danmark', currency: 'DKK', regionKind: 'Region' },
] as const;

export type CountryValue = (typeof COUNTRIES)[number]['value'];
export const COUNTRY_VALUES = COUNTRIES.map((c) => c.value) as [CountryValue, ...CountryValue[]];

export const CURRENCIES = [
  { value: 'SEK', label: 'Svenska kronor (SEK)' },
  { value: 'NOK', label: 'Norska kronor (NOK)' },
  { value: 'DKK', label: 'Danska kronor (DKK)' },
] as const;

export type CurrencyValue = (typeof CURRENCIES)[number]['value'];
export const CURRENCY_VALUES = CURRENCIES.map((c) => c.value) as [
  CurrencyValue,
  ...CurrencyValue[],
];

/**
 * Rough SEK per unit, only to compare and sort salaries in different currencies (a minimum of
 * 60 000 SEK against a Norwegian salary). Never shown: a job's pay is always shown as posted.
 */
export const APPROX_SEK_PER_UNIT: Readonly<Record<CurrencyValue, number>> = {
  SEK: 1,
  NOK: 1,
  DKK: 1.5,
};

/** A region's value is its name as people say it ("Skåne", "Troms", "Midtjylland"). */
export const REGIONS = {
  SE: [
    'Blekinge',
    'Dalarna',
    'Gotland',
    'Gävleborg',
    'Halland',
    'Jämtland Härjedalen',
    'Jönköping',
    'Kalmar',
    'Kronoberg',
    'Norrbotten',
    'Skåne',
    'Stockholm',
    'Sörmland',
    'Uppsala',
    'Värmland',
    'Västerbotten',
    'Västernorrland',
    'Västmanland',
    'Västra Götaland',
    'Örebro',
    'Östergötland',
  ],
  NO: [
    'Agder',
    'Akershus',
    'Buskerud',
    'Finnmark',
    'Innlandet',
    'Møre og Romsdal',
    'Nordland',
    'Oslo',
    'Rogaland',
    'Telemark',
    'Troms',
    'Trøndelag',
    'Vestfold',
    'Vestland',
    'Østfold',
  ],
  DK: ['Hovedstaden', 'Midtjylland', 'Nordjylland', 'Sjælland', 'Syddanmark'],
} as const satisfies Record<CountryValue, readonly string[]>;

export type RegionValue = (typeof REGIONS)[CountryValue][number];
export const REGION_VALUES = Object.values(REGIONS).flat() as [RegionValue, ...RegionValue[]];

const countryOfRegion = new Map<string, CountryValue>(
  COUNTRY_VALUES.flatMap((country) => REGIONS[country].map((region) => [region, country] as const)),
);

export function isCountry(value: unknown): value is CountryValue {
  return typeof value === 'string' && (COUNTRY_VALUES as readonly string[]).includes(value);
}

export function isCurrency(value: unknown): value is CurrencyValue {
  return typeof value === 'string' && (CURRENCY_VALUES as readonly string[]).includes(value);
}

/** The country a region belongs to (region names are unique across the three countries). */
export function regionCountry(region: string | null | undefined): CountryValue | undefined {
  return region ? countryOfRegion.get(region) : undefined;
}

export function countryOf(value: string | null | undefined) {
  return COUNTRIES.find((country) => country.value === value);
}

export function countryLabel(value: string | null | undefined): string | null {
  return countryOf(value)?.label ?? null;
}

/** The currency a job in this country is normally paid in (the admin form's default). */
export function currencyOfCountry(country: string | null | undefined): CurrencyValue {
  return countryOf(country)?.currency ?? 'SEK';
}
