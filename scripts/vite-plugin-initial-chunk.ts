// Vite plugin: the app's start-up code (the entry and every module it imports statically) in one
// chunk. Left to itself, Rolldown gives each module the entry shares with a route chunk a chunk of
// its own: a first visit to /jobs loaded 34 files, a dozen of them under 1 KB gzip, and paid for
// each request and for compressing each apart. Modules the early-reads entry needs stay out, so
// that small entry never pulls in (and runs) the whole app.
import type { Plugin } from 'vite';

export function initialChunk({ apart }: { apart: string }): Plugin {
  const keptApart = new Set<string>();
  return {
    name: 'lakarjobb:initial-chunk',
    // Only the app's client build: the prerender plugin's server build has no entry to serve.
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    buildEnd() {
      const visit = (id: string) => {
        if (keptApart.has(id)) return;
        keptApart.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      const entry = [...this.getModuleIds()].find((id) => id.endsWith(apart));
      if (!entry) throw new Error(`initial-chunk: no module ${apart}`);
      visit(entry);
    },
    outputOptions: (options) => ({
      ...options,
      codeSplitting: {
        groups: [
          {
            name: 'index',
            // '$initial': statically imported by an entry.
            tags: ['$initial'],
            test: (id) => !keptApart.has(id),
            // A module the app and the early reads share stays in its own chunk rather than
            // joining this one as a dependency.
            includeDependenciesRecursively: false,
          },
        ],
      },
    }),
  };
}
