// Vite plugin: the app's start-up code (the entry and every module it imports statically) in one
// chunk. Left to itself, Rolldown gives each module the entry shares with a route chunk a chunk of
// its own: a first visit to /jobs loaded 34 files, a dozen of them under 1 KB gzip, and paid for
// each request and for compressing each apart.
import type { Plugin } from 'vite';

export function initialChunk(): Plugin {
  return {
    name: 'lakarjobb:initial-chunk',
    // Only the app's client build: the prerender plugin's server build has no entry to serve.
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    outputOptions: (options) => ({
      ...options,
      // '$initial': statically imported by an entry.
      codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
    }),
  };
}
