// Vite plugin: renders the public pages at build time. Each page whose content does not depend on
// the database gets its own HTML file (`/about` → about.html, src/prerender/pages.ts), which the
// app server and the service worker serve for its path; job.html is a job page's skeleton with the
// early paint of its job (src/earlyPaint.ts), jobs.html the list's with the early paint of its
// cards; index.html, the shell for every other path, carries the home page and a job page's
// skeleton, each shown only on its own paths. A first visit then paints the page from HTML and
// CSS alone while the JavaScript downloads; React replaces that markup with the same page when it
// starts (src/main.tsx, src/app/start.tsx).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { JOB_PAGE_FILE } from '../src/prerender/jobPage.ts';
import { mainBounds } from '../src/prerender/markup.ts';
import {
  buildEarlyPaint,
  firstVisitOnline,
  withEarlyPaint,
  withResultsSlot,
} from './prerender-early-paint.ts';
import {
  type DataPages,
  pageForPath,
  type RouteChunks,
  routeChunks,
  startAfterFirstPaint,
  withStartupChunks,
} from './prerender-starter.ts';

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
const pathOf = (fileName: string) => `/${fileName.replace(/\.html$/, '')}`;
/** A path job.html serves (any job's: the route's stylesheets are the same for all). */
const JOB_PAGE_EXAMPLE = '/jobs/x';

// Mantine's colour scheme, set by MantineProvider only once React runs.
const COLOR_SCHEME = '<html lang="sv" data-mantine-color-scheme="light">';

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
  let routes: RouteChunks[] = [];
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
        routes = bundle ? routeChunks(bundle, dataPages) : [];
        template = startAfterFirstPaint(
          (bundle ? withStartupChunks(html, bundle) : html)
            .replace('<html lang="sv">', COLOR_SCHEME)
            .replace('<div id="root"></div>', `<div id="root">${ROOT_PLACEHOLDER}</div>`),
          routes,
          dataPages.localCopy.present,
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
        // A job page's early paint runs on return visits too, from the local copy.
        this.emitFile({
          type: 'asset',
          fileName: JOB_PAGE_FILE.slice(1),
          source: withEarlyPaint(
            pageForPath(template, JOB_PAGE_EXAMPLE, routes)
              .replace(ROOT_PLACEHOLDER, jobPage)
              .replace('</body>', `  ${CURRENT_NAV_LINK}\n  </body>`),
            earlyPaintCode,
            templates?.detail ?? '',
          ),
        });
        for (const [fileName, page] of pages) {
          // 404.html keeps every route: a static host may serve it at any path.
          const html = toPage(
            fileName === '404.html' ? template : pageForPath(template, pathOf(fileName), routes),
            page,
          );
          const source =
            fileName === fileOf('/jobs')
              ? withEarlyPaint(
                  html,
                  earlyPaintCode,
                  templates?.results.template ?? '',
                  firstVisitOnline(),
                )
              : html;
          this.emitFile({ type: 'asset', fileName, source });
        }
      },
    },
  };
}
