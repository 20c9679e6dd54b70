// Vite plugin: Mantine's useId (@mantine/hooks) without its change of state on mount. Mantine 9
// replaces each id with a random one in a layout effect, on every mount of every input. A state
// change in a layout effect makes React render again synchronously at the end of the commit, and
// run every pending passive effect first, in the same task: on /jobs, whose search form mounts 7
// inputs, the first commit took all the page's effects with it (its queries' subscriptions, the
// saved jobs' watch), one long task on a phone. React's own useId is unique and stable already,
// and the app never hydrates, so its ids need not match the prerendered markup's.
// The dev server pre-bundles Mantine without plugins and keeps Mantine's own hook.
import type { Plugin } from 'vite';

const MANTINE_USE_ID = /\/@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/;

/** Same signature and id format as Mantine's: a given id wins, otherwise one derived from React's. */
const USE_ID = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`;

export function mantineStableId(): Plugin {
  let bundlesMantineHooks = false;
  let replaced = false;
  return {
    name: 'lakarjobb:mantine-stable-id',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id.includes('/@mantine/hooks/esm/')) bundlesMantineHooks = true;
      if (!MANTINE_USE_ID.test(id)) return null;
      replaced = true;
      return USE_ID;
    },
    // A Mantine release that moves the hook must not turn this off unnoticed. (The prerender's
    // server build leaves Mantine to Node: nothing to replace there, its render runs no effects.)
    buildEnd(error) {
      if (!error && bundlesMantineHooks && !replaced)
        this.error(`no module matched ${MANTINE_USE_ID}: Mantine moved useId`);
    },
  };
}
