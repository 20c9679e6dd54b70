// Vite plugin: puts the server-rendered home page into index.html at build time. A first visit
// then paints the header and the page from HTML and CSS alone, while the JavaScript downloads;
// React replaces that markup with the same page when it starts (src/main.tsx).
// index.html is the shell for every path (server fallback, service-worker navigations), so the
// page's own content shows only on its path; elsewhere just the header paints early.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

type RenderRoute = (path: string) => Promise<string>;

const PATH = '/';

/** Marks the parts of the layout that belong to `PATH` only: the main content and the footer. */
function gateToPath(markup: string): string {
  const mainOpen = /<main\b[^>]*>/.exec(markup);
  const mainClose = markup.lastIndexOf('</main>');
  if (!mainOpen || mainClose < 0) throw new Error('prerender: the page has no <main>');
  const contentStart = mainOpen.index + mainOpen[0].length;
  return `${markup.slice(0, contentStart)}<div data-prerendered-for="${PATH}">${markup.slice(
    contentStart,
    mainClose,
  )}</div>${markup.slice(mainClose)}`.replace(
    /<footer\b/,
    `<footer data-prerendered-for="${PATH}"`,
  );
}

/** <title>, <meta> and <link> that the router's HeadContent renders belong in <head>, not here. */
function withoutHeadTags(markup: string): string {
  return markup.replace(/<title>.*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>/g, '');
}

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

/**
 * Each route's own code (its split component chunk and that chunk's static imports, minus what
 * index.html preloads), so the page's code downloads beside the entry instead of after it ran.
 * Pages matching `dataPages.paths` also get the chunks holding `dataPages.modules`: the data layer
 * they import on demand to fetch on a first visit.
 */
function routeChunks(bundle: OutputBundle, dataPages: DataPages): [string, string[]][] {
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
  const entry = chunks.find((chunk) => chunk.isEntry);
  const preloaded = new Set(entry ? closure(entry, new Set()) : []);
  const dataChunks = chunks
    .filter((chunk) =>
      chunk.moduleIds.some((id) => dataPages.modules.some((module) => id.includes(module))),
    )
    .map((chunk) => chunk.fileName);
  return chunks.flatMap((chunk) => {
    const id = chunk.facadeModuleId ?? '';
    const pattern = /\/src\/routes\/.*tsr-split=component/.test(id) && routePattern(id);
    // The back office is a desktop tool behind sign-in: not worth bytes in every visitor's HTML.
    if (!pattern || pattern.startsWith('^/admin')) return [];
    const files = [...closure(chunk, new Set())].filter((name) => !preloaded.has(name));
    const example = pattern.slice(1, -1).replaceAll('[^/]+', 'x');
    if (dataPages.paths.test(example))
      files.push(...dataChunks.filter((name) => !files.includes(name) && !preloaded.has(name)));
    return [[pattern, files.map((name) => `/${name}`)]];
  });
}

/**
 * The entry module downloads at once (modulepreload) but runs only after the browser has painted
 * the prerendered page: evaluating it and React's start-up are long tasks that would otherwise
 * come first and hold the first paint back. A hidden tab paints nothing, so it starts at once.
 * The current route's chunks are preloaded by the same script (routeChunks).
 */
function startAfterFirstPaint(html: string, routes: [string, string[]][]): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('prerender: no entry script in index.html');
  const starter = `<script>(function(){var p=location.pathname.replace(/\\/+$/,'')||'/',r=${JSON.stringify(routes)};for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l)});break}function start(){import(${JSON.stringify(entry[1])})}if(document.visibilityState==='hidden')start();else requestAnimationFrame(function(){setTimeout(start)})})()</script>`;
  return html
    .replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}" data-entry>`)
    .replace('</body>', `  ${starter}\n  </body>`);
}

// Before the first paint: which path this is (the gate above), and Mantine's colour scheme
// (set by MantineProvider only once React runs).
const HEAD = `<script>document.documentElement.dataset.path=location.pathname.replace(/\\/+$/,'')||'/'</script>
    <style>html:not([data-path="${PATH}"]) [data-prerendered-for="${PATH}"]{display:none}</style>`;

/** Pages whose first visit fetches data, and the modules (id substrings) that fetch it. */
type DataPages = { paths: RegExp; modules: string[] };

/** `entry`: the module exporting renderRoute(path). */
export function prerender({ entry, dataPages }: { entry: string; dataPages: DataPages }): Plugin {
  let config: ResolvedConfig;
  let markup = '';
  return {
    name: 'lakarjobb:prerender',
    // Only the app's client build; the nested server build below must not run it again.
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      // Inside the project, so the server build's bare imports resolve from node_modules.
      mkdirSync(join(config.root, 'node_modules/.cache'), { recursive: true });
      const outDir = mkdtempSync(join(config.root, 'node_modules/.cache/prerender-'));
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: entry, outDir, emptyOutDir: true, manifest: false, sourcemap: false },
        });
        const module = (await import(pathToFileURL(join(outDir, 'renderRoute.js')).href)) as {
          renderRoute: RenderRoute;
        };
        markup = gateToPath(withoutHeadTags(await module.renderRoute(PATH)));
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) =>
        startAfterFirstPaint(
          html
            .replace('<html lang="sv">', '<html lang="sv" data-mantine-color-scheme="light">')
            .replace('</title>', `</title>\n    ${HEAD}`)
            .replace('<div id="root"></div>', `<div id="root">${markup}</div>`),
          bundle ? routeChunks(bundle, dataPages) : [],
        ),
    },
  };
}
