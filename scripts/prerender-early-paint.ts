// The prerender plugin's part for the early paint (src/earlyPaint.ts): building it as one classic
// script, inlining it with its page's template, and marking where the job list's results go.
import { build, type ResolvedConfig } from 'vite';

/**
 * The early paint (src/earlyPaint.ts) with its page's template, first in <head>: a classic script
 * there runs before the stylesheets have loaded, so the page's rows are requested at once.
 * `<` is escaped so that no text in the template can end the script element.
 */
export function withEarlyPaint(html: string, code: string, template: string): string {
  const json = JSON.stringify(template).replaceAll('<', '\\u003c');
  const script = `window.__earlyPaintTemplate=${json};${code}`;
  // A function, not a string: the code's `$` would read as replacement patterns.
  return html.replace('</title>', () => `</title>\n    <script>${script}</script>`);
}

/** The prerendered job list's loading text, marked as the slot its results are painted over. */
export function withResultsSlot(markup: string, loading: string): string {
  const at = markup.indexOf(loading);
  if (at < 0 || markup.indexOf(loading, at + 1) >= 0)
    throw new Error('prerender: the loading text of /jobs is not there exactly once');
  const slot = loading.replace(/^<[\w-]+/, '$& data-early-slot="job-results"');
  return `${markup.slice(0, at)}${slot}${markup.slice(at + loading.length)}`;
}

/** The early paint as one classic script (no imports: it runs inline, before any module). */
export async function buildEarlyPaint(config: ResolvedConfig, entry: string): Promise<string> {
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
