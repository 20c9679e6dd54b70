// Vite plugin: renders the public pages at build time. Each page whose content does not depend on
// the database gets its own HTML file (`/about` → about.html, src/prerender/pages.ts), which the
// app server and the service worker serve for its path; job.html is a job page's skeleton with the
// early paint of its job (src/earlyPaint.ts), jobs.html the list's with the early paint of its
// cards; index.html, the shell for every other path, carries the home page and a job page's
// skeleton, each shown only on its own paths. A first visit then paints the page from HTML and
// CSS alone while the JavaScript downloads; React replaces that markup with the same page when it
// starts (src/main.tsx).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { JOB_PAGE_FILE } from '../src/prerender/jobPage.ts';
import { mainBounds } from '../src/prerender/markup.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The server build of src/prerender/renderRoute.tsx. */
interface Renderer {
  renderRoute(path: string): Promise<string>;
  renderJobSkeleton(): Promise<string>;
  renderJobTemplates(): Promise<JobTemplates>;
  PRERENDERED_PATHS: readonly string[];
  NOT_FOUND_PATH: string;
}

/** The early paint's templates (src/prerender/jobTemplates.tsx). */
interface JobTemplates {
  detail: string;
  results: { template: string; loading: string };
}

/** A rendered page: its layout and content, and the <title>/<meta> for its <head>. */
interface Rendered {
  markup: string;
  head: string[];
}

/** <title> and <meta> that the router's HeadContent renders: they go to <head> (see toPage). */
const HEAD_TAG = /<title>.*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>/g;

function splitHead(html: string): Rendered {
  return {
    markup: html.replace(HEAD_TAG, ''),
    head: (html.match(HEAD_TAG) ?? []).filter((tag) => !tag.startsWith('<link')),
  };
}

/**
 * index.html serves `/` and, as the fallback, every path without its own file. Its main content
 * is the home page's and a job page's skeleton, each shown only on its own paths by GATE; other
 * paths (sign-in, profile, admin, unknown ones) paint the header only until the app runs. The
 * footer belongs to the home page: below a skeleton or an empty main it would jump.
 */
function shellMarkup(home: string, jobSkeleton: string): string {
  const [start, end] = mainBounds(home);
  return `${home.slice(0, start)}<div data-prerendered-for="home">${home.slice(start, end)}</div><div data-prerendered-for="job">${jobSkeleton}</div>${home.slice(end)}`.replace(
    /<footer\b/,
    '<footer data-prerendered-for="home"',
  );
}

/**
 * job.html (src/prerender/jobPage.ts): the layout with a job page's skeleton, where the early paint
 * puts the job, and no footer (below a skeleton it would jump).
 */
function jobPageMarkup(home: string, jobSkeleton: string): string {
  const [start, end] = mainBounds(home);
  return `${home.slice(0, start)}<div data-prerendered-for="job">${jobSkeleton}</div>${home.slice(end)}`.replace(
    /<footer\b[\s\S]*<\/footer>/,
    '',
  );
}

// Before the first paint: which of index.html's pages this path is (see shellMarkup).
const GATE = `<script>(function(){var p=location.pathname.replace(/\\/+$/,'')||'/';document.documentElement.dataset.page=p==='/'?'home':/^\\/jobs\\/[^/]+$/.test(p)?'job':'other'})()</script>
    <style>html:not([data-page="home"]) [data-prerendered-for="home"],html:not([data-page="job"]) [data-prerendered-for="job"]{display:none}</style>`;

/**
 * The shell's header was rendered on `/`, so its "Hem" link is the current page. On other paths
 * the link of the section the path is in is (as the router marks it once React runs).
 */
const CURRENT_NAV_LINK = `<script>(function(){var p=location.pathname;if(p==='/')return;document.querySelectorAll('header a[href]').forEach(function(a){var h=a.getAttribute('href'),on=h!=='/'&&(p===h||p.indexOf(h+'/')===0);a.classList.toggle('active',on);if(on){a.setAttribute('aria-current','page');a.dataset.status='active'}else{a.removeAttribute('aria-current');delete a.dataset.status}})})()</script>`;

/**
 * The early paint (src/earlyPaint.ts) with its page's template, first in <head>: a classic script
 * there runs before the stylesheets have loaded, so the page's rows are requested at once.
 * `<` is escaped so that no text in the template can end the script element.
 */
function withEarlyPaint(html: string, code: string, template: string): string {
  const json = JSON.stringify(template).replaceAll('<', '\\u003c');
  // A function, not a string: the code's `$` would read as replacement patterns.
  return html.replace(
    '</title>',
    () => `</title>\n    <script>window.__earlyPaintTemplate=${json};${code}</script>`,
  );
}

/** The prerendered job list's loading text, marked as the slot its results are painted over. */
function withResultsSlot(markup: string, loading: string): string {
  const at = markup.indexOf(loading);
  if (at < 0 || markup.indexOf(loading, at + 1) >= 0)
    throw new Error('prerender: the loading text of /jobs is not there exactly once');
  const slot = loading.replace(/^<[\w-]+/, '$& data-early-slot="job-results"');
  return `${markup.slice(0, at)}${slot}${markup.slice(at + loading.length)}`;
}

/** The early paint as one classic script (no imports: it runs inline, before any module). */
async function buildEarlyPaint(config: ResolvedConfig, entry: string): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    resolve: { alias: config.resolve.alias },
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      lib: { entry, formats: ['iife'], name: 'earlyPaint' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result && 'output' in result ? result.output[0] : undefined;
  if (chunk?.type !== 'chunk') throw new Error('prerender: the early paint did not build');
  return chunk.code.trim();
}

/** A page's HTML: the shell with its own content, title and description. */
function toPage(template: string, page: Rendered): string {
  let html = template;
  for (const tag of page.head) {
    if (tag.startsWith('<title>')) html = html.replace(/<title>.*?<\/title>/, tag);
    else if (/name="description"/.test(tag))
      html = html.replace(/<meta\s+name="description"[^>]*>/, tag);
    else html = html.replace('</head>', `${tag}</head>`);
  }
  return html.replace(ROOT_PLACEHOLDER, page.markup);
}

const ROOT_PLACEHOLDER = '<!--prerendered-page-->';

/** `/employer/3` → employer/3.html: the clean URL static hosts and Workbox map to it. */
const fileOf = (path: string) => `${path.slice(1)}.html`;

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
 * Pages matching `dataPages.paths` also get the early-reads entry with its imports and the chunks
 * holding `dataPages.modules`: the data layer they fetch with on a first visit; and, as a third
 * item, those holding `dataPages.localCopy.modules`, which a return visit reads the local copy with.
 */
function routeChunks(bundle: OutputBundle, dataPages: DataPages): RouteChunks[] {
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
  const entry = chunks.find(
    (chunk) => chunk.isEntry && !chunk.facadeModuleId?.endsWith(dataPages.earlyReads),
  );
  const preloaded = new Set(entry ? closure(entry, new Set()) : []);
  // A route's own stylesheets (CSS modules of its components): index.html links only the
  // entry's, so without these a prerendered page paints unstyled parts that shift once the
  // route's code adds its CSS (the folded /jobs filters: CLS 0.45 on a phone).
  const cssOf = (names: Iterable<string>) =>
    new Set(
      [...names].flatMap((name) => [...(byFileName.get(name)?.viteMetadata?.importedCss ?? [])]),
    );
  const entryCss = cssOf(preloaded);
  const holding = (modules: string[]) =>
    chunks
      .filter((chunk) =>
        chunk.moduleIds.some((id) => modules.some((module) => id.includes(module))),
      )
      .map((chunk) => chunk.fileName);
  const early = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(dataPages.earlyReads));
  if (!early) throw new Error(`prerender: no chunk for ${dataPages.earlyReads}`);
  const dataChunks = [...new Set([...closure(early, new Set()), ...holding(dataPages.modules)])];
  const localChunks = holding(dataPages.localCopy.modules);
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
 * start-up are long tasks that would hold the first paint back. On a first visit its JavaScript is
 * not even requested before then, since downloading it beside the stylesheets would share a
 * phone's bandwidth with what the first paint waits for; a page the service worker serves loads it
 * right away (from the cache, beside the stylesheets), in a task of its own so that the parser
 * goes on with the page meanwhile. Loading means: on the job pages the small early-reads entry
 * first (its requests ahead of the app's), then the entry, its static imports and the current
 * route's chunks (routeChunks) as module preloads. A hidden tab paints nothing and starts at once. The route's own stylesheets are linked from <head> at once, render-blocking like
 * the entry's, so the prerendered page paints as the app will.
 */
function startAfterFirstPaint(
  html: string,
  routes: RouteChunks[],
  marker: string,
  earlyReads: string,
): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry?.[1]) throw new Error('prerender: no entry script in index.html');
  const preloads = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  // The entry first: the starter marks its preload (data-entry) and imports it.
  const modules = [entry[1], ...[...html.matchAll(preloads)].map((match) => match[1])];
  const route = `<script>(function(){var p=location.pathname.replace(/\\/+$/,'')||'/',r=${JSON.stringify(routes)};for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){var f=r[i][1];try{if(r[i][2]&&localStorage.getItem(${JSON.stringify(marker)}))f=f.concat(r[i][2])}catch(e){}if(r[i][2])window.__earlyReads=1;window.__routeModules=f.filter(function(f){if(!/\\.css$/.test(f))return true;var l=document.createElement('link');l.rel='stylesheet';l.setAttribute('blocking','render');l.href=f;document.head.appendChild(l)});break}})()</script>`;
  // On a first visit's job pages the code waits for the early paint of the jobs (src/earlyPaint.ts,
  // at most 2 s), so that their text paints before the code downloads and runs.
  // The preloads go in as one piece of HTML: appended one by one, 35 links took 150-300 ms of a
  // phone's main thread (4x CPU slowdown), as one insertion 15-70 ms.
  // A form sent before the app runs is held (not sent natively, which would reload the page) and
  // sent again by the live page; the name of a button pressed meanwhile (the menu, say) is kept,
  // and the live button of that name is pressed (src/app/takeOver.ts, buttonName).
  const forms = `var s=function(e){e.preventDefault();window.__prerenderedForms.submitted=[].indexOf.call(document.forms,e.target)},c=function(e){var b=e.target.closest&&e.target.closest('#root button:not([type=submit]):not([aria-disabled=true])');if(b)window.__prerenderedForms.pressed=(b.getAttribute('aria-label')||b.textContent||'').trim()};window.__prerenderedForms={submitted:null,pressed:null,stop:function(){document.removeEventListener('submit',s);document.removeEventListener('click',c,true)}};document.addEventListener('submit',s);document.addEventListener('click',c,true);`;
  const starter = `<script>(function(){${forms}var m=${JSON.stringify(modules)};function load(){if(window.__earlyReads)import(${JSON.stringify(earlyReads)});document.head.insertAdjacentHTML('beforeend',m.concat(window.__routeModules||[]).map(function(f,i){return '<link rel="modulepreload" crossorigin href="'+f+'"'+(i?'':' data-entry')+'>'}).join(''))}var w=navigator.serviceWorker,cached=!!(w&&w.controller);if(document.visibilityState==='hidden'){load();import(m[0])}else{if(cached)setTimeout(load);requestAnimationFrame(function(){setTimeout(function(){Promise.resolve(window.__earlyPaint).then(function(){if(!cached)load();import(m[0])})})})}})()</script>`;
  // In <head> before the stylesheets: a classic script after them would wait for their download,
  // and a return visit's JavaScript can load beside them.
  return html
    .replace(preloads, '')
    .replace(entry[0], '')
    .replace('</title>', `</title>\n    ${route}\n    ${starter}`);
}

/** The output file of the early-reads entry (DataPages.earlyReads), as the page requests it. */
function earlyReadsFile(bundle: OutputBundle | undefined, module: string): string {
  const chunk = Object.values(bundle ?? {}).find(
    (file): file is OutputChunk => file.type === 'chunk' && !!file.facadeModuleId?.endsWith(module),
  );
  if (!chunk) throw new Error(`prerender: no chunk for ${module}`);
  return `/${chunk.fileName}`;
}

// Mantine's colour scheme, set by MantineProvider only once React runs.
const COLOR_SCHEME = '<html lang="sv" data-mantine-color-scheme="light">';

/**
 * Pages whose first visit fetches data, the modules (id substrings) that fetch it, and the ones a
 * return visit reads the local copy with (when localStorage holds `localCopy.marker`).
 */
type DataPages = {
  paths: RegExp;
  /** A second build entry that starts the page's reads; the starter loads it on these pages. */
  earlyReads: string;
  modules: string[];
  localCopy: { marker: string; modules: string[] };
};
/** A route's path pattern, its chunks, and on data pages the local copy's chunks. */
type RouteChunks = [string, string[]] | [string, string[], string[]];

/** `entry`: the module src/prerender/renderRoute.tsx (see Renderer). */
export function prerender({
  entry,
  earlyPaint,
  dataPages,
}: {
  entry: string;
  /** The module painting a first visit's job list or job page (src/earlyPaint.ts). */
  earlyPaint: string;
  dataPages: DataPages;
}): Plugin {
  let config: ResolvedConfig;
  let shell = '';
  let jobPage = '';
  let templates: JobTemplates | undefined;
  let earlyPaintCode = '';
  const pages = new Map<string, Rendered>();
  let template = '';
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
        const renderer = (await import(
          pathToFileURL(join(outDir, 'renderRoute.js')).href
        )) as Renderer;
        const home = splitHead(await renderer.renderRoute('/')).markup;
        const jobSkeleton = await renderer.renderJobSkeleton();
        shell = shellMarkup(home, jobSkeleton);
        jobPage = jobPageMarkup(home, jobSkeleton);
        for (const path of renderer.PRERENDERED_PATHS)
          pages.set(fileOf(path), splitHead(await renderer.renderRoute(path)));
        templates = await renderer.renderJobTemplates();
        const list = pages.get(fileOf('/jobs'));
        if (!list) throw new Error('prerender: /jobs is not prerendered');
        list.markup = withResultsSlot(list.markup, templates.results.loading);
        earlyPaintCode = await buildEarlyPaint(config, earlyPaint);
        pages.set('404.html', splitHead(await renderer.renderRoute(renderer.NOT_FOUND_PATH)));
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        template = startAfterFirstPaint(
          html
            .replace('<html lang="sv">', COLOR_SCHEME)
            .replace('<div id="root"></div>', `<div id="root">${ROOT_PLACEHOLDER}</div>`),
          bundle ? routeChunks(bundle, dataPages) : [],
          dataPages.localCopy.marker,
          earlyReadsFile(bundle, dataPages.earlyReads),
        );
        return template
          .replace('</title>', `</title>\n    ${GATE}`)
          .replace(ROOT_PLACEHOLDER, shell)
          .replace('</body>', `  ${CURRENT_NAV_LINK}\n  </body>`);
      },
    },
    // After Vite has written index.html through the hook above (its own generateBundle).
    generateBundle: {
      order: 'post',
      handler() {
        this.emitFile({
          type: 'asset',
          fileName: JOB_PAGE_FILE.slice(1),
          source: withEarlyPaint(
            template
              .replace(ROOT_PLACEHOLDER, jobPage)
              .replace('</body>', `  ${CURRENT_NAV_LINK}\n  </body>`),
            earlyPaintCode,
            templates?.detail ?? '',
          ),
        });
        for (const [fileName, page] of pages) {
          const html = toPage(template, page);
          const source =
            fileName === fileOf('/jobs')
              ? withEarlyPaint(html, earlyPaintCode, templates?.results.template ?? '')
              : html;
          this.emitFile({ type: 'asset', fileName, source });
        }
      },
    },
  };
}
