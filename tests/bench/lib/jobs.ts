// Synthetic job ads for the bench: Swedish-looking, varied, and the same on every run.
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
const PLACES = [
  'Stockholm',
  'Göteborg',
  'Malmö',
  'Uppsala',
  'Umeå',
  'Luleå',
  'Kiruna',
  'Visby',
  'Örebro',
  'Linköping',
  'Jönköping',
  'Oslo',
  'Bergen',
  'Tromsø',
  'Trondheim',
  'København',
  'Aarhus',
  'Odense',
  'Aalborg',
  'Östersund',
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
const SECTORS = ['allmänmedicin', 'kirurgi', 'pediatrik'] as const;

export interface SyntheticJob {
  id: string;
  title: string;
  employer_name: string;
  location: string;
  description: string;
  requirements: string | null;
  job_type: (typeof JOB_TYPES)[number] | null;
  sector: (typeof SECTORS)[number] | null;
}

export function syntheticJobs(count: number, seed = 7): SyntheticJob[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const sentences = Array.from({ length: 4 + Math.floor(random() * 5) }, () =>
      pick(random, PHRASES),
    );
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      title: `${pick(random, TITLES)} inom ${pick(random, FIELDS)}`,
      employer_name: pick(random, EMPLOYERS),
      location: pick(random, PLACES),
      description: `${sentences.join('. ')}.`,
      requirements:
        random() < 0.7 ? 'Svensk legitimation\nB-körkort\nGoda kunskaper i svenska' : null,
      job_type: random() < 0.9 ? pick(random, JOB_TYPES) : null,
      sector: random() < 0.8 ? pick(random, SECTORS) : null,
    };
  });
}
