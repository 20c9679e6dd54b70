// The medical specialties a doctor searches by: Socialstyrelsen's specialist areas (bas- and
// common grenspecialiteter, HSLF-FS 2021:8), plus the words doctors also use for them. The one
// list behind the /jobs filter, the admin job form, the function schemas and the database check.

export interface Specialty {
  /** Stored in jobs.specialty and carried in the URL: the Swedish name in lower case. */
  readonly value: string;
  readonly label: string;
  /** Other words for the same work (older names, Norwegian/Danish, colloquial): keyword search finds them. */
  readonly aliases?: readonly string[];
}

export const SPECIALTIES = [
  {
    value: 'akutsjukvård',
    label: 'Akutsjukvård',
    aliases: ['akutmedicin', 'akuten', 'akuttmedisin'],
  },
  {
    value: 'allmänmedicin',
    label: 'Allmänmedicin',
    aliases: [
      'distriktsläkare',
      'vårdcentral',
      'husläkare',
      'fastlege',
      'allmennmedisin',
      'almen medicin',
    ],
  },
  {
    value: 'anestesi och intensivvård',
    label: 'Anestesi och intensivvård',
    aliases: [
      'narkos',
      'anestesiologi',
      'intensivvård',
      'anestesi',
      'intensivmedisin',
      'anæstesiologi',
    ],
  },
  {
    value: 'arbets- och miljömedicin',
    label: 'Arbets- och miljömedicin',
    aliases: ['företagshälsovård'],
  },
  {
    value: 'barn- och ungdomsmedicin',
    label: 'Barn- och ungdomsmedicin',
    aliases: ['pediatrik', 'barnläkare', 'barnmedicin', 'barnesykdommer', 'pædiatri'],
  },
  { value: 'barn- och ungdomspsykiatri', label: 'Barn- och ungdomspsykiatri', aliases: ['bup'] },
  {
    value: 'endokrinologi och diabetologi',
    label: 'Endokrinologi och diabetologi',
    aliases: ['diabetes'],
  },
  {
    value: 'gastroenterologi och hepatologi',
    label: 'Gastroenterologi och hepatologi',
    aliases: ['mag- och tarm'],
  },
  { value: 'geriatrik', label: 'Geriatrik', aliases: ['äldrevård', 'geriatri'] },
  { value: 'handkirurgi', label: 'Handkirurgi' },
  { value: 'hematologi', label: 'Hematologi' },
  {
    value: 'hud- och könssjukdomar',
    label: 'Hud- och könssjukdomar',
    aliases: ['dermatologi', 'venereologi'],
  },
  {
    value: 'infektionssjukdomar',
    label: 'Infektionssjukdomar',
    aliases: ['infektion', 'infeksjonsmedisin'],
  },
  {
    value: 'internmedicin',
    label: 'Internmedicin',
    aliases: ['medicinklinik', 'indremedisin', 'intern medicin'],
  },
  { value: 'kardiologi', label: 'Kardiologi', aliases: ['hjärtsjukdomar', 'hjärtmedicin'] },
  { value: 'kirurgi', label: 'Kirurgi', aliases: ['kirurg', 'generell kirurgi'] },
  { value: 'klinisk fysiologi', label: 'Klinisk fysiologi' },
  { value: 'klinisk genetik', label: 'Klinisk genetik' },
  { value: 'klinisk kemi', label: 'Klinisk kemi' },
  { value: 'klinisk mikrobiologi', label: 'Klinisk mikrobiologi' },
  { value: 'klinisk neurofysiologi', label: 'Klinisk neurofysiologi' },
  { value: 'klinisk patologi', label: 'Klinisk patologi', aliases: ['patologi'] },
  { value: 'kärlkirurgi', label: 'Kärlkirurgi' },
  { value: 'lungsjukdomar', label: 'Lungsjukdomar', aliases: ['lungmedicin'] },
  { value: 'neonatologi', label: 'Neonatologi', aliases: ['nyföddhetsvård'] },
  { value: 'neurokirurgi', label: 'Neurokirurgi' },
  { value: 'neurologi', label: 'Neurologi' },
  { value: 'njurmedicin', label: 'Njurmedicin', aliases: ['nefrologi'] },
  { value: 'nuklearmedicin', label: 'Nuklearmedicin' },
  {
    value: 'obstetrik och gynekologi',
    label: 'Obstetrik och gynekologi',
    aliases: ['gynekologi', 'förlossning', 'kvinnosjukvård', 'kvinnesykdommer'],
  },
  { value: 'onkologi', label: 'Onkologi', aliases: ['cancervård'] },
  { value: 'ortopedi', label: 'Ortopedi', aliases: ['ortoped'] },
  { value: 'plastikkirurgi', label: 'Plastikkirurgi' },
  { value: 'psykiatri', label: 'Psykiatri', aliases: ['psykiater', 'psykisk helsevern'] },
  { value: 'radiologi', label: 'Radiologi', aliases: ['röntgen', 'bild- och funktionsmedicin'] },
  { value: 'rehabiliteringsmedicin', label: 'Rehabiliteringsmedicin', aliases: ['rehabilitering'] },
  { value: 'reumatologi', label: 'Reumatologi' },
  { value: 'rättsmedicin', label: 'Rättsmedicin' },
  { value: 'rättspsykiatri', label: 'Rättspsykiatri' },
  { value: 'socialmedicin', label: 'Socialmedicin' },
  { value: 'thoraxkirurgi', label: 'Thoraxkirurgi' },
  { value: 'urologi', label: 'Urologi' },
  {
    value: 'ögonsjukdomar',
    label: 'Ögonsjukdomar',
    aliases: ['oftalmologi', 'ögonläkare', 'øyesykdommer'],
  },
  {
    value: 'öron-, näs- och halssjukdomar',
    label: 'Öron-, näs- och halssjukdomar',
    aliases: ['önh', 'øre-nese-hals'],
  },
] as const satisfies readonly Specialty[];

export type SpecialtyValue = (typeof SPECIALTIES)[number]['value'];

export const SPECIALTY_VALUES = SPECIALTIES.map((s) => s.value) as [
  SpecialtyValue,
  ...SpecialtyValue[],
];

/**
 * Values from before the specialist list (the spec's three sectors), still accepted from old
 * URLs, requests and rows: they mean the specialty they map to.
 */
export const LEGACY_SPECIALTIES: Readonly<Record<string, SpecialtyValue>> = {
  pediatrik: 'barn- och ungdomsmedicin',
};

const specialtyByValue = new Map<string, Specialty>(SPECIALTIES.map((s) => [s.value, s]));

/** A specialty value, or a legacy one mapped to today's; anything else is undefined. */
export function toSpecialty(value: unknown): SpecialtyValue | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().toLocaleLowerCase('sv-SE');
  const mapped = LEGACY_SPECIALTIES[trimmed] ?? trimmed;
  return specialtyByValue.has(mapped) ? (mapped as SpecialtyValue) : undefined;
}

export function specialtyOf(value: string | null | undefined): Specialty | undefined {
  return value ? specialtyByValue.get(LEGACY_SPECIALTIES[value] ?? value) : undefined;
}

/** The Swedish label of a stored specialty; an unknown value is shown as it is. */
export function specialtyLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  return specialtyOf(value)?.label ?? value;
}
