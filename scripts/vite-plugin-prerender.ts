// Vite plugin: puts the server-rendered home page into index.html at build time. A first visit
// then paints the header and the page from HTML and CSS alone, while the JavaScript downloads;
// React replaces that markup with the same page when it starts (src/main.tsx).
// index.html is the shell for every path (server fallback, service-worker navigations), so the
// page's own content shows only on its path; elsewhere just the header paints early.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

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

/**
 * The entry module downloads at once (modulepreload) but runs only after the browser has painted
 * the prerendered page: evaluating it and React's start-up are long tasks that would otherwise
 * come first and hold the first paint back. A hidden tab paints nothing, so it starts at once.
 */
function startAfterFirstPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('prerender: no entry script in index.html');
  const starter = `<script>(function(){function start(){import(${JSON.stringify(entry[1])})}if(document.visibilityState==='hidden')start();else requestAnimationFrame(function(){setTimeout(start)})})()</script>`;
  return html
    .replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}">`)
    .replace('</body>', `  ${starter}\n  </body>`);
}

// Before the first paint: which path this is (the gate above), and Mantine's colour scheme
// (set by MantineProvider only once React runs).
const HEAD = `<script>document.documentElement.dataset.path=location.pathname.replace(/\\/+$/,'')||'/'</script>
    <style>html:not([data-path="${PATH}"]) [data-prerendered-for="${PATH}"]{display:none}</style>`;

export function prerender({ entry }: { entry: string }): Plugin {
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
      handler: (html) =>
        startAfterFirstPaint(
          html
            .replace('<html lang="sv">', '<html lang="sv" data-mantine-color-scheme="light">')
            .replace('</title>', `</title>\n    ${HEAD}`)
            .replace('<div id="root"></div>', `<div id="root">${markup}</div>`),
        ),
    },
  };
}
