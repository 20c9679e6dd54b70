// Vite plugin: the app's start-up code in three chunks, one for each of its evaluation steps
// (src/main.tsx): the entry with React's DOM renderer, the providers, and the start with the
// router and the routes, each chunk holding every module its step imports statically (unless an
// earlier step has it). Left to itself, Rolldown gives each module the start-up shares with a route
// chunk a chunk of its own: a first visit to /jobs loaded 34 files, a dozen of them under 1 KB
// gzip, and paid for each request and for compressing each apart.
import type { Plugin } from 'vite';

/** The modules src/main.tsx imports for its later steps, in order, and their chunks' names. */
const LATER_STEPS = [
  { name: 'providers', test: /\/src\/app\/AppProviders\.tsx$/ },
  { name: 'app', test: /\/src\/app\/start\.tsx$/ },
];

export function initialChunk(): Plugin {
  return {
    name: 'lakarjobb:initial-chunk',
    // Only the app's client build: the prerender plugin's server build has no entry to serve.
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    // A module renamed or moved without LATER_STEPS would leave its step's chunk out silently.
    generateBundle(_options, bundle) {
      const names = new Set(Object.values(bundle).map((file) => file.name));
      const missing = LATER_STEPS.filter((step) => !names.has(step.name));
      if (missing.length > 0)
        this.error(`no chunk for ${missing.map((step) => String(step.test)).join(', ')}`);
    },
    outputOptions: (options) => ({
      ...options,
      codeSplitting: {
        // Earlier steps first (higher priority); each group takes its module's static imports
        // too (includeDependenciesRecursively, Rolldown's default). '$initial': statically
        // imported by an entry.
        groups: [
          { name: 'index', tags: ['$initial'], priority: LATER_STEPS.length + 1 },
          ...LATER_STEPS.map((step, at) => ({ ...step, priority: LATER_STEPS.length - at })),
        ],
      },
    }),
  };
}
