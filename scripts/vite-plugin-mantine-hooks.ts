// Vite plugin: two of Mantine's hooks (@mantine/hooks) without their change of state on mount.
// Both exist so that server-rendered markup hydrates; the app never hydrates (it renders over the
// prerendered page), so on the client the change is only cost:
// - useId replaces each id with a random one in a layout effect, on every mount of every input. A
//   state change in a layout effect makes React render again synchronously at the end of the
//   commit, and run every pending passive effect first, in the same task: on /jobs, whose search
//   form mounts 7 inputs, the first commit took all the page's effects with it, one long task.
//   React's own useId is unique and stable already.
// - useMediaQuery starts from `undefined` and reads the query in an effect, by default. Every
//   Collapse and Transition asks it for prefers-reduced-motion, so the header's menu, the update
//   prompt and the toasts each rendered again after their first commit, synchronously (a default
//   update is not sliced like the first render's transition): 20-40 ms in one task on /jobs.
// The dev server pre-bundles Mantine without plugins and keeps Mantine's own hooks.
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
  {
    module: /\/@mantine\/hooks\/esm\/use-media-query\/use-media-query\.mjs$/,
    // Same signature; the first render already has the query's answer (initialValue and
    // getInitialValueInEffect only serve hydration), and the effect keeps it current.
    source: `import { useEffect, useState } from 'react';
function matchesNow(query) {
  try {
    return window.matchMedia(query).matches;
  } catch {
    return false;
  }
}
export function useMediaQuery(query) {
  const [matches, setMatches] = useState(() => matchesNow(query));
  useEffect(() => {
    let mediaQuery;
    try {
      mediaQuery = window.matchMedia(query);
    } catch {
      return;
    }
    setMatches(mediaQuery.matches);
    const onChange = (event) => setMatches(event.matches);
    mediaQuery.addEventListener('change', onChange);
    return () => mediaQuery.removeEventListener('change', onChange);
  }, [query]);
  return matches;
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
