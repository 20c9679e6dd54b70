// Vite plugin: renders the public pages at build time, each to its own HTML file (`/` → index.html,
// `/about` → about.html, src/prerender/pages.ts), which the app server and the service worker
// serve for its path; job.html serves every job's path (its job is left to the browser,
// src/lib/ui/ClientData.tsx, and painted early by src/firstPaint/earlyPaint.ts), shell.html every other path
// (the header alone: the app renders those pages), 404.html is for static hosts. A visit then paints
// the page from HTML and CSS alone while the JavaScript downloads, and React hydrates that markup
// (src/app/start.tsx): it adopts the DOM, with what the visitor typed or pressed meanwhile.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { RouteChunks } from '../src/firstPaint/starter.ts';
import { mainBounds } from '../src/prerender/markup.ts';
import { JOB_PAGE_FILE, SHELL_FILE } from '../src/prerender/pageFiles.ts';
import { buildInlineScript } from './build-inline-script.ts';
import { withEarlyPaint, withResultsSlot } from './prerender-early-paint.ts';
import {
  type DataPages,
  pageForPath,
  routeChunks,
  startAfterFirstPaint,
  withStartupChunks,
} from './prerender-starter.ts';

/** The server build of src/prerender/renderRoute.tsx. */
interface Renderer {
  renderRoute(path: string): Promise<string>;
  renderJobTemplates(): Promise<JobTemplates>;
  PRERENDERED_PATHS: readonly string[];
  JOB_PAGE_EXAMPLE: string;
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
 * The shell (SHELL_FILE): the layout around an empty <main>, without the footer (below an empty
 * main it would jump). Rendered at a path no link leads to, so no link is marked current. The app
 * renders its page over it; it is not hydrated.
 */
function shellMarkup(notFound: string): string {
  const [start, end] = mainBounds(notFound);
  return `${notFound.slice(0, start)}${notFound.slice(end)}`.replace(
    /<footer\b[\s\S]*<\/footer>/,
    '',
  );
}

/** A page's HTML: the template with its own content, title and description. */
function toPage(template: string, page: Rendered): string {
  let html = template;
  for (const tag of page.head) {
    if (tag.startsWith('<title>')) html = html.replace(/<title>.*?<\/title>/, tag);
    else if (/name="description"/.test(tag))
      html = html.replace(/<meta\s+name="description"[^>]*>/, tag);
    else html = html.replace('</head>', `${tag}</head>`);
  }
  return html.replace(ROOT, () => `${HYDRATED_ROOT}${page.markup}</div>`);
}

const ROOT = '<div id="root"></div>';
/** A page React hydrates (src/app/start.tsx); the shell and 404.html it renders over. */
const HYDRATED_ROOT = '<div id="root" data-hydrate>';

/** `/employer/3` → employer/3.html, `/` → index.html: the clean URL static hosts and Workbox map. */
const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

// Mantine's colour scheme, set by MantineProvider only once React runs.
const COLOR_SCHEME = '<html lang="sv" data-mantine-color-scheme="light">';

/** `entry`: the module src/prerender/renderRoute.tsx (see Renderer). */
export function prerender({
  entry,
  starter,
  earlyPaint,
  dataPages,
}: {
  entry: string;
  /** The module every page starts the app with (src/firstPaint/starter.ts). */
  starter: string;
  /** The module painting the job list's or a job page's jobs (src/firstPaint/earlyPaint.ts). */
  earlyPaint: string;
  dataPages: DataPages;
}): Plugin {
  let config: ResolvedConfig;
  let templates: JobTemplates | undefined;
  let earlyPaintCode = '';
  let starterCode = '';
  /** Each page file's path (the route it serves) and rendering. */
  const pages = new Map<string, { path: string; page: Rendered }>();
  let shell = '';
  let notFound: Rendered | undefined;
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
        for (const path of renderer.PRERENDERED_PATHS)
          pages.set(fileOf(path), { path, page: splitHead(await renderer.renderRoute(path)) });
        // Its title is the site's: the job's arrives with the job.
        const jobPage = splitHead(await renderer.renderRoute(renderer.JOB_PAGE_EXAMPLE));
        pages.set(JOB_PAGE_FILE.slice(1), {
          path: renderer.JOB_PAGE_EXAMPLE,
          page: { markup: jobPage.markup, head: [] },
        });
        templates = await renderer.renderJobTemplates();
        const list = pages.get(fileOf('/jobs'))?.page;
        if (!list) throw new Error('prerender: /jobs is not prerendered');
        list.markup = withResultsSlot(list.markup, templates.results.loading);
        earlyPaintCode = await buildInlineScript(config, earlyPaint);
        starterCode = await buildInlineScript(config, starter);
        notFound = splitHead(await renderer.renderRoute(renderer.NOT_FOUND_PATH));
        shell = shellMarkup(notFound.markup);
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        routes = bundle ? routeChunks(bundle, dataPages) : [];
        template = startAfterFirstPaint(
          (bundle ? withStartupChunks(html, bundle) : html).replace(
            '<html lang="sv">',
            COLOR_SCHEME,
          ),
          routes,
          starterCode,
        );
        const home = pages.get('index.html');
        if (!home) throw new Error('prerender: / is not prerendered');
        return toPage(pageForPath(template, home.path, routes), home.page);
      },
    },
    // After Vite has written index.html through the hook above (its own generateBundle).
    generateBundle: {
      order: 'post',
      handler() {
        // The shell and 404.html serve any path: every route's chunks, and rendered over.
        this.emitFile({
          type: 'asset',
          fileName: SHELL_FILE.slice(1),
          source: template.replace(ROOT, () => `<div id="root">${shell}</div>`),
        });
        if (notFound)
          this.emitFile({
            type: 'asset',
            fileName: '404.html',
            source: toPage(template, notFound).replace(HYDRATED_ROOT, '<div id="root">'),
          });
        for (const [fileName, { path, page }] of pages) {
          if (fileName === 'index.html') continue;
          const html = toPage(pageForPath(template, path, routes), page);
          const source =
            fileName === JOB_PAGE_FILE.slice(1)
              ? withEarlyPaint(html, earlyPaintCode, templates?.detail ?? '')
              : fileName === fileOf('/jobs')
                ? withEarlyPaint(html, earlyPaintCode, templates?.results.template ?? '')
                : html;
          this.emitFile({ type: 'asset', fileName, source });
        }
      },
    },
  };
}
