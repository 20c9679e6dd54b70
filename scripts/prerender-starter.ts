// The prerender plugin's starter: which chunks each route needs (routeChunks), and the scripts in
// every page's <head> that load them once the prerendered page has painted (startAfterFirstPaint).
import type { Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Pages whose first visit fetches data, the modules (id substrings) that fetch it, and the ones a
 * return visit reads the local copy with (when the script expression `localCopy.present` holds).
 */
export type DataPages = {
  paths: RegExp;
  modules: string[];
  localCopy: { present: string; modules: string[] };
};
/** A route's path pattern, its chunks, and on data pages the local copy's chunks. */
export type RouteChunks = [string, string[]] | [string, string[], string[]];

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
 * `dataPages.localCopy.modules`, which a return visit reads the local copy with.
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
  const localChunks = holding(dataPages.localCopy.modules).map((chunk) => chunk.fileName);
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
 * The app runs only after the browser has painted the prerendered page: evaluating it and React's
 * start-up are long tasks that would hold the first paint back. Its JavaScript is not even
 * requested before then: on a first visit downloading it would share a phone's bandwidth with what
 * the first paint waits for, and on a return visit the worker's answers and their compiling took
 * the main thread from the parser (the first card of a warm /jobs painted about 50 ms later, median
 * of 15 runs each, when the code was requested at once). Loading means: the entry, its static
 * imports and the current route's chunks (routeChunks) as module preloads; by then the early
 * paint (src/earlyPaint.ts) has started a first visit's reads, or a return visit's job peek. "After
 * the first paint" is the frame after the whole page is parsed (DOMContentLoaded): the stylesheets
 * can arrive before the parser reaches <body>, and a frame then paints no content; loading the code
 * after that frame held a warm /jobs' first card back by about 100 ms (3 alternating rounds of 6
 * runs each). A hidden tab paints nothing and starts at once. The route's own stylesheets are
 * linked from <head> at once, render-blocking like the entry's, so the prerendered page paints as
 * the app will (linkRouteStylesheets does it in the page file itself where it can).
 */
export function startAfterFirstPaint(
  html: string,
  routes: RouteChunks[],
  localCopy: string,
): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry?.[1]) throw new Error('prerender: no entry script in index.html');
  const preloads = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  // The entry first: the starter marks its preload (data-entry) and imports it.
  const modules = [entry[1], ...[...html.matchAll(preloads)].map((match) => match[1])];
  const route = `<script>(function(){var p=location.pathname.replace(/\\/+$/,'')||'/',r=${JSON.stringify(routes)};for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){var f=r[i][1];if(r[i][2]&&${localCopy})f=f.concat(r[i][2]);window.__routeModules=f.filter(function(f){if(!/\\.css$/.test(f))return true;if(document.querySelector('link[href="'+f+'"]'))return false;var l=document.createElement('link');l.rel='stylesheet';l.setAttribute('blocking','render');l.href=f;document.head.appendChild(l)});break}})()</script>`;
  // On a first visit's job pages the code waits for the early paint of the jobs (src/earlyPaint.ts,
  // at most 2 s), so that their text paints before the code downloads and runs.
  // The preloads go in one link a task, the entry's first (imported at once): each link starts
  // its request on the main thread, 20-40 ms apart in a trace at Lighthouse's 4x CPU slowdown, so
  // /jobs' 14 links in one insertion were one task of 75-170 ms (traced 2026-11-24), and three a
  // task still 80 ms.
  // A form sent and a button pressed before the app has hydrated the page did nothing yet: the form
  // is held and both are kept for the app to send and press once it has (src/lib/earlyInput.ts).
  // Held in the capture phase from the app too (not sent natively, which would reload the page,
  // nor to the app's handler, which would send it a second time when the app sends it).
  const input = `var s=function(e){e.preventDefault();e.stopPropagation();h.form=e.target},c=function(e){var b=e.target.closest&&e.target.closest('#root button:not([type=submit])');if(b)h.button=b},h=window.__earlyInput={form:null,button:null,stopPresses:function(){document.removeEventListener('click',c,true)},stop:function(){h.stopPresses();document.removeEventListener('submit',s,true)}};document.addEventListener('submit',s,true);document.addEventListener('click',c,true);`;
  const starter = `<script>(function(){${input}var m=${JSON.stringify(modules)};function load(){var a=m.concat(window.__routeModules||[]),i=0;(function next(){document.head.insertAdjacentHTML('beforeend','<link rel="modulepreload" crossorigin href="'+a[i]+'"'+(i?'':' data-entry')+'>');if(++i<a.length)setTimeout(next)})()}if(document.visibilityState==='hidden'){load();import(m[0])}else{var go=function(){requestAnimationFrame(function(){setTimeout(function(){Promise.resolve(window.__earlyPaint).then(function(){load();import(m[0])})})})};if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',go);else go()}})()</script>`;
  // In <head> before the stylesheets: a classic script after them would wait for their download.
  return html
    .replace(preloads, '')
    .replace(entry[0], '')
    .replace('</title>', `</title>\n    ${route}\n    ${starter}`);
}

/**
 * A page file served at one path (about.html, jobs.html, job.html): the starter's route table holds
 * only that path's routes, not the whole table (about 10 KB of script, parsed before the first
 * paint) that index.html keeps for every other path; and the page links its route's stylesheets
 * itself, where the route script would put them (before the entry's): the browser's preload
 * scanner then fetches them beside the entry's, instead of once that script has run, and the
 * parser does not wait for them at <body> (a warm /jobs painted its first card about 40 ms later,
 * traced, when the script linked them). The route script skips stylesheets already linked.
 */
export function pageForPath(html: string, path: string, routes: RouteChunks[]): string {
  const own = routes.filter(([pattern]) => new RegExp(pattern).test(path));
  const table = `r=${JSON.stringify(routes)};`;
  if (!html.includes(table)) throw new Error("prerender: no route table in the page's <head>");
  const withOwnRoutes = html.replace(table, () => `r=${JSON.stringify(own)};`);
  const stylesheets = (own[0]?.[1] ?? []).filter((file) => file.endsWith('.css'));
  if (stylesheets.length === 0) return withOwnRoutes;
  const entryStylesheet = /<link rel="stylesheet" crossorigin href="[^"]+">/.exec(withOwnRoutes);
  if (!entryStylesheet) throw new Error("prerender: no entry stylesheet in the page's <head>");
  const links = stylesheets.map((file) => `<link rel="stylesheet" href="${file}">`).join('');
  return withOwnRoutes.replace(entryStylesheet[0], `${links}${entryStylesheet[0]}`);
}
