// The import rules between the app's layers (docs/layout-and-layers.md), written into biome.json's
// overrides: Biome's noRestrictedImports applies per folder, so each layer and each feature folder
// needs its own copy of the patterns. This list is the source; biome.json's overrides are generated
// from it (`npx tsx scripts/gen-biome-layers.ts`), and `--check` (npm test) fails when they differ,
// e.g. after a feature folder was added without running this.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface Pattern {
  group: string[];
  message: string;
}

const STAND_IN: Pattern = {
  group: ['**/supabase/local', '**/supabase/local/**'],
  message:
    'The app never imports the stand-in (supabase/local): it talks to Supabase through src/lib/supabase.ts.',
};

/** A folder of src/ as `@/` aliases and relative paths name it. */
const folder = (name: string) => [`@/${name}`, `@/${name}/**`, `**/${name}`, `**/${name}/**`];
const ROUTES = folder('routes');
const FEATURES = folder('features');
const ENTITIES = folder('entities');
/**
 * The start-up (src/app) composes the routes; the prerender (src/prerender) runs at build time;
 * the first paint (src/firstPaint) runs inline before the app.
 */
const ABOVE_ROUTES = [...folder('app'), ...folder('prerender'), ...folder('firstPaint')];

const LIB: Pattern = {
  group: [...ENTITIES, ...FEATURES, ...ROUTES, ...ABOVE_ROUTES],
  message:
    'src/lib holds shared clients: it never imports entities, features, routes, src/app, src/prerender or src/firstPaint (imports flow lib → entities → features → routes → app).',
};

const ENTITY: Pattern = {
  group: [...FEATURES, ...ROUTES, ...ABOVE_ROUTES],
  message:
    "src/entities holds the records several features read (a doctor's documents, the professional profile): it uses src/lib and never imports features, routes, src/app, src/prerender or src/firstPaint.",
};

const ROUTE: Pattern = {
  group: ABOVE_ROUTES,
  message:
    'A route never imports the start-up (src/app) or the build-time prerender (src/prerender): they import the routes.',
};

const APP: Pattern = {
  group: folder('prerender'),
  message: 'The start-up (src/app) never imports the build-time prerender (src/prerender).',
};

const FIRST_PAINT: Pattern = {
  group: [...ROUTES, ...folder('app'), ...folder('prerender')],
  message:
    "The first paint (src/firstPaint) runs inline before the app: it uses src/lib and features' texts, never the routes, the start-up (src/app) or the build-time prerender.",
};

const CONTENT: Pattern = {
  group: [...ENTITIES, ...FEATURES, ...ROUTES, ...ABOVE_ROUTES],
  message:
    'src/content holds static texts and data: it never imports entities, features, routes, src/app, src/prerender or src/firstPaint.',
};

/** A feature's own files may use `../` within the feature; its top level may not go up at all. */
const feature = (name: string, topLevel: boolean): Pattern => ({
  group: [
    '@/features/*',
    `!@/features/${name}`,
    '@/features/**',
    `!@/features/${name}/**`,
    '../../**',
    ...ROUTES,
    ...ABOVE_ROUTES,
    ...(topLevel ? ['../**'] : []),
  ],
  message:
    "A feature never imports another feature, the routes, src/app, src/prerender or src/firstPaint (docs/layout-and-layers.md): move a record both read to src/entities, a shared client to src/lib, and reach outside the feature's folders through @/ aliases, never ../ paths.",
});

const root = fileURLToPath(new URL('..', import.meta.url));
const features = readdirSync(`${root}src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The layers: which files, and what they may not import. */
const layers: [includes: string, forbidden: Pattern[]][] = [
  ['src/**', [STAND_IN]],
  ['src/lib/**', [STAND_IN, LIB]],
  ['src/entities/**', [STAND_IN, ENTITY]],
  ['src/content/**', [STAND_IN, CONTENT]],
  ['src/routes/**', [STAND_IN, ROUTE]],
  ['src/app/**', [STAND_IN, APP]],
  ['src/firstPaint/**', [STAND_IN, FIRST_PAINT]],
  ...features.flatMap((name): [string, Pattern[]][] => [
    [`src/features/${name}/**`, [STAND_IN, feature(name, false)]],
    [`src/features/${name}/*`, [STAND_IN, feature(name, true)]],
  ]),
];

const overrides = layers.map(([includes, patterns]) => ({
  includes: [includes],
  linter: {
    rules: {
      style: { noRestrictedImports: { level: 'error', options: { patterns } } },
    },
  },
}));

const file = `${root}biome.json`;
const config = JSON.parse(readFileSync(file, 'utf8')) as { overrides?: unknown };
if (process.argv.includes('--check')) {
  if (JSON.stringify(config.overrides) !== JSON.stringify(overrides)) {
    console.error(
      'biome.json: the layer rules are out of date; run npx tsx scripts/gen-biome-layers.ts',
    );
    process.exit(1);
  }
} else {
  writeFileSync(file, `${JSON.stringify({ ...config, overrides }, null, 2)}\n`);
}
