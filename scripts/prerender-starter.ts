// The prerender plugin's starter: which chunks each route needs (routeChunks), and the script in
// every page's <head> that loads them once the prerendered page has painted (src/firstPaint/starter.ts).
import type { Rolldown } from 'vite';
import { jsonElement, STARTER_ELEMENT } from '../src/firstPaint/dataElements.ts';
import type { RouteChunks, StarterData } from '../src/firstPaint/starter.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Pages whose first visit fetches data, the modules (id substrings) that fetch it, and the ones a
 * return visit reads the local copy with.
 */
export type DataPages = {
  paths: RegExp;
  modules: string[];
  localCopyModules: string[];
};

/** `src/routes/jobs.$jobId.tsx` → `^/jobs/[^/]+$` (TanStack Router's flat file names). */
function routePattern(file: string): string | null {
  const name = file.replace(/^.*\/src\/routes\//, '').replace(/\.tsx\?.*$/, '');
  if (name.includes('__root')) return null;
  const segments = name
    .split(/[./]/)
    .filter((segment) => segment !== 'index' && !segment.startsWith('_'))
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment));
  return `^/${segments.join('/')}$`;
}

/** The bundle's chunks, by file name, and a chunk's static-import closure. */
function chunkGraph(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (chunk: OutputChunk, into: Set<string>): Set<string> => {
    if (into.has(chunk.fileName)) return into;
    into.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = byFileName.get(name);
      if (imported) closure(imported, into);
    }
    return into;
  };
  return { chunks, byFileName, closure };
}

/**
 * The start-up's chunks, which every page loads: the entry and the later steps it imports
 * (src/main.tsx, scripts/vite-plugin-initial-chunk.ts), each with its static imports.
 */
function startupFiles(bundle: OutputBundle): Set<string> {
  const { chunks, byFileName, closure } = chunkGraph(bundle);
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) return new Set();
  const files = closure(entry, new Set());
  for (const name of entry.dynamicImports) {
    const step = byFileName.get(name);
    if (step) closure(step, files);
  }
  return files;
}

/**
 * index.html as Vite wrote it, plus the start-up's later steps: a module preload of each beside
 * the entry's own (the starter below loads them all after the first paint) and their stylesheets,
 * which Vite would only link once the entry imports them, after the prerendered page has painted
 * without them.
 */
export function withStartupChunks(html: string, bundle: OutputBundle): string {
  const entry = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/.exec(html);
  if (!entry?.[1]) throw new Error('prerender: no entry script in index.html');
  const { byFileName } = chunkGraph(bundle);
  const linked = new Set(
    [
      ...html.matchAll(/<link rel="(?:modulepreload|stylesheet)" crossorigin href="\/([^"]+)">/g),
    ].map((match) => match[1]),
  );
  const files = [...startupFiles(bundle)].filter((name) => name !== entry[1]);
  const modules = files.filter((name) => !linked.has(name));
  const stylesheets = files
    .flatMap((name) => [...(byFileName.get(name)?.viteMetadata?.importedCss ?? [])])
    .filter((name, at, all) => !linked.has(name) && all.indexOf(name) === at);
  const tags = [
    ...modules.map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`),
    ...stylesheets.map((name) => `<link rel="stylesheet" crossorigin href="/${name}">`),
  ];
  return html.replace(entry[0], () => [entry[0], ...tags].join('\n    '));
}

/**
 * Each route's own code (its split component chunk and that chunk's static imports, minus what
 * index.html preloads), so the page's code downloads beside the entry instead of after it ran.
 * Pages matching `dataPages.paths` also get the chunks holding `dataPages.modules` with their
 * imports: the data layer they fetch with on a first visit; and, as a third item, those holding
 * `dataPages.localCopyModules`, which a return visit reads the local copy with.
 */
export function routeChunks(bundle: OutputBundle, dataPages: DataPages): RouteChunks[] {
  const { chunks, byFileName, closure } = chunkGraph(bundle);
  const preloaded = startupFiles(bundle);
  // A route's own stylesheets (CSS modules of its components): index.html links only the
  // entry's, so without these a prerendered page paints unstyled parts that shift once the
  // route's code adds its CSS (the folded /jobs filters: CLS 0.45 on a phone).
  const cssOf = (names: Iterable<string>) =>
    new Set(
      [...names].flatMap((name) => [...(byFileName.get(name)?.viteMetadata?.importedCss ?? [])]),
    );
  const entryCss = cssOf(preloaded);
  const holding = (modules: string[]) => {
    // A module renamed or moved without vite.config.ts would drop its preload silently.
    const missing = modules.filter((module) =>
      chunks.every((chunk) => !chunk.moduleIds.some((id) => id.includes(module))),
    );
    if (missing.length > 0)
      throw new Error(`prerender: no chunk holds ${missing.join(', ')} (vite.config.ts dataPages)`);
    return chunks.filter((chunk) =>
      chunk.moduleIds.some((id) => modules.some((module) => id.includes(module))),
    );
  };
  const dataChunks = [
    ...holding(dataPages.modules).reduce((into, chunk) => closure(chunk, into), new Set<string>()),
  ];
  const localChunks = holding(dataPages.localCopyModules).map((chunk) => chunk.fileName);
  return chunks.flatMap((chunk): RouteChunks[] => {
    const id = chunk.facadeModuleId ?? '';
    const pattern = /\/src\/routes\/.*tsr-split=component/.test(id) && routePattern(id);
    // The back office is a desktop tool behind sign-in: not worth bytes in every visitor's HTML.
    if (!pattern || pattern.startsWith('^/admin')) return [];
    const own = [...closure(chunk, new Set())].filter((name) => !preloaded.has(name));
    const files = [...own, ...[...cssOf(own)].filter((name) => !entryCss.has(name))];
    const example = pattern.slice(1, -1).replaceAll('[^/]+', 'x');
    if (!dataPages.paths.test(example)) return [[pattern, files.map((name) => `/${name}`)]];
    files.push(...dataChunks.filter((name) => !files.includes(name) && !preloaded.has(name)));
    const local = localChunks.filter((name) => !files.includes(name) && !preloaded.has(name));
    return [[pattern, files.map((name) => `/${name}`), local.map((name) => `/${name}`)]];
  });
}

/**
 * The starter (src/firstPaint/starter.ts, built as `code`) first in <head>, after its data: the
 * entry, its module preloads (taken out of the page: the starter adds them once the page has
 * painted) and each route's chunks (routeChunks).
 */
export function startAfterFirstPaint(html: string, routes: RouteChunks[], code: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry?.[1]) throw new Error('prerender: no entry script in index.html');
  const preloads = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  // The entry first: the starter marks its preload (data-entry) and imports it.
  const modules = [entry[1], ...[...html.matchAll(preloads)].map((match) => match[1] as string)];
  const data: StarterData = { modules, routes };
  // Before the stylesheets: a classic script after them would wait for their download. A
  // function, not a string: the code's `$` would read as replacement patterns.
  return html
    .replace(preloads, '')
    .replace(entry[0], '')
    .replace(
      '</title>',
      () => `</title>\n    ${jsonElement(STARTER_ELEMENT, data)}<script>${code}</script>`,
    );
}

/**
 * A page file served at one path (about.html, jobs.html, job.html): the starter's route table holds
 * only that path's routes, not the whole table (about 10 KB of JSON, parsed before the first
 * paint) that index.html keeps for every other path; and the page links its route's stylesheets
 * itself, where the route script would put them (before the entry's): the browser's preload
 * scanner then fetches them beside the entry's, instead of once that script has run, and the
 * parser does not wait for them at <body> (a warm /jobs painted its first card about 40 ms later,
 * traced, when the script linked them). The route script skips stylesheets already linked.
 */
export function pageForPath(html: string, path: string, routes: RouteChunks[]): string {
  const own = routes.filter(([pattern]) => new RegExp(pattern).test(path));
  const table = `"routes":${JSON.stringify(routes).replaceAll('<', '\\u003c')}`;
  if (!html.includes(table)) throw new Error("prerender: no route table in the page's <head>");
  const withOwnRoutes = html.replace(table, () => `"routes":${JSON.stringify(own)}`);
  const stylesheets = (own[0]?.[1] ?? []).filter((file) => file.endsWith('.css'));
  if (stylesheets.length === 0) return withOwnRoutes;
  const entryStylesheet = /<link rel="stylesheet" crossorigin href="[^"]+">/.exec(withOwnRoutes);
  if (!entryStylesheet) throw new Error("prerender: no entry stylesheet in the page's <head>");
  const links = stylesheets.map((file) => `<link rel="stylesheet" href="${file}">`).join('');
  return withOwnRoutes.replace(entryStylesheet[0], `${links}${entryStylesheet[0]}`);
}
