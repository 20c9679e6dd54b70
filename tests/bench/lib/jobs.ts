// Synthetic job ads for the bench: Swedish-looking, varied, and the same on every run.
import {
  currencyOfCountry,
  regionCountry,
  type SearchableJob,
  SPECIALTY_VALUES,
} from '../../../supabase/functions/_shared/search/index.ts';
import { pick, seededRandom } from './stats.ts';

const TITLES = [
  'Specialistläkare',
  'Överläkare',
  'ST-läkare',
  'Underläkare',
  'Distriktsläkare',
  'Hyrläkare',
  'Barnläkare',
  'Kirurg',
  'Allmänläkare',
  'Legitimerad läkare',
];
const FIELDS = [
  'allmänmedicin',
  'kirurgi',
  'pediatrik',
  'ortopedi',
  'psykiatri',
  'geriatrik',
  'akutsjukvård',
  'anestesi',
  'radiologi',
  'kardiologi',
];
/** A place and its region (the region gives the country). */
const PLACES: [string, string][] = [
  ['Stockholm', 'Stockholm'],
  ['Göteborg', 'Västra Götaland'],
  ['Malmö', 'Skåne'],
  ['Uppsala', 'Uppsala'],
  ['Umeå', 'Västerbotten'],
  ['Luleå', 'Norrbotten'],
  ['Kiruna', 'Norrbotten'],
  ['Visby', 'Gotland'],
  ['Örebro', 'Örebro'],
  ['Linköping', 'Östergötland'],
  ['Jönköping', 'Jönköping'],
  ['Oslo', 'Oslo'],
  ['Bergen', 'Vestland'],
  ['Tromsø', 'Troms'],
  ['Trondheim', 'Trøndelag'],
  ['København', 'Hovedstaden'],
  ['Aarhus', 'Midtjylland'],
  ['Odense', 'Syddanmark'],
  ['Aalborg', 'Nordjylland'],
  ['Östersund', 'Jämtland Härjedalen'],
];
const EMPLOYERS = [
  'Region Stockholm',
  'Västra Götalandsregionen',
  'Region Skåne',
  'Helse Bergen',
  'Helse Nord',
  'Oslo universitetssykehus',
  'Region Hovedstaden',
  'Region Midtjylland',
  'Capio',
  'Aleris',
  'Praktikertjänst',
  'Kry',
];
const PHRASES = [
  'Vi söker en engagerad läkare till vår mottagning',
  'med goda möjligheter till fortbildning och handledning',
  'i ett team av sjuksköterskor, fysioterapeuter och psykologer',
  'Du har svensk legitimation eller är på väg att få den',
  'flexibla arbetstider och friskvårdsbidrag ingår',
  'jourtjänstgöring enligt överenskommelse',
  'Tillträde enligt överenskommelse',
  'Hos oss får du arbeta nära patienterna i en lugn miljö',
  'Vi erbjuder relocation-stöd och norskkurs',
  'digitala vårdmöten som komplement till fysiska besök',
];
const JOB_TYPES = ['Heltid', 'Deltid', 'Vikariat', 'Konsult'] as const;
const DAY = 86_400_000;

export interface SyntheticJob extends SearchableJob {
  id: string;
}

/**
 * `count` jobs, each described in `sentences` sentences (fewest, one more than most): 4 to 8 are
 * ~300 characters, 30 to 38 the ~1,500 of a real ad.
 */
export function syntheticJobs(count: number, seed = 7, sentences = [4, 9]): SyntheticJob[] {
  const random = seededRandom(seed);
  const [fewest = 4, beyondMost = 9] = sentences;
  return Array.from({ length: count }, (_, i) => {
    const described = Array.from(
      { length: fewest + Math.floor(random() * (beyondMost - fewest)) },
      () => pick(random, PHRASES),
    );
    const [location, region] = pick(random, PLACES);
    const country = regionCountry(region) ?? 'SE';
    const published = Date.UTC(2026, 0, 1) + Math.floor(random() * 300) * DAY;
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      title: `${pick(random, TITLES)} inom ${pick(random, FIELDS)}`,
      employer_name: pick(random, EMPLOYERS),
      location,
      description: `${described.join('. ')}.`,
      requirements:
        random() < 0.7 ? 'Svensk legitimation\nB-körkort\nGoda kunskaper i svenska' : null,
      job_type: random() < 0.9 ? pick(random, JOB_TYPES) : null,
      specialty: random() < 0.8 ? pick(random, SPECIALTY_VALUES) : null,
      country,
      region: random() < 0.9 ? region : null,
      salary_monthly: random() < 0.6 ? 45_000 + Math.floor(random() * 60) * 1000 : null,
      salary_currency: currencyOfCountry(country),
      published_at: new Date(published).toISOString(),
      expires_at: random() < 0.8 ? new Date(published + 30 * DAY).toISOString() : null,
    };
  });
}
