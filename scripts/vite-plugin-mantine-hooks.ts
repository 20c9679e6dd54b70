// Vite plugin: Mantine's useId (@mantine/hooks) without its change of state on mount. It replaces
// React's id with a random one in a layout effect, on every mount of every input; a state change
// in a layout effect makes React render again synchronously at the end of the commit, and run
// every pending passive effect first, in the same task. The pages hydrate now, and React's own
// useId is what the server rendered, unique and stable. Measured (2026-11-26, a variant of
// tests/e2e/first-commit.spec.ts counting a commit inside any other): without this plugin, the
// commit that hydrates /jobs' search form (7 inputs) rendered again inside itself at 1440 px; with
// it, not. (Its useMediaQuery replacement went: Mantine's own starts as the server rendered.)
// The dev server pre-bundles Mantine without plugins and keeps Mantine's own hook.
import type { Plugin } from 'vite';

interface Replacement {
  module: RegExp;
  source: string;
}

const REPLACEMENTS: Replacement[] = [
  {
    module: /\/@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/,
    // Same signature and id format as Mantine's: a given id wins, otherwise one from React's.
    source: `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`,
  },
];

export function mantineClientHooks(): Plugin {
  let bundlesMantineHooks = false;
  const replaced = new Set<Replacement>();
  return {
    name: 'lakarjobb:mantine-client-hooks',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id.includes('/@mantine/hooks/esm/')) bundlesMantineHooks = true;
      const replacement = REPLACEMENTS.find(({ module }) => module.test(id));
      if (!replacement) return null;
      replaced.add(replacement);
      return replacement.source;
    },
    // A Mantine release that moves a hook must not turn this off unnoticed. (The prerender's
    // server build leaves Mantine to Node: nothing to replace there, its render runs no effects.)
    buildEnd(error) {
      if (error || !bundlesMantineHooks) return;
      const missing = REPLACEMENTS.filter((replacement) => !replaced.has(replacement));
      if (missing.length)
        this.error(
          `no module matched ${missing.map(({ module }) => module).join(', ')}: Mantine moved a hook`,
        );
    },
  };
}
