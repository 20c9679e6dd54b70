// The prerender plugin's part for the early paint (src/firstPaint/earlyPaint.ts): inlining it with
// its page's template, and marking where the job list's results go.
import { jsonElement, TEMPLATE_ELEMENT } from '../src/firstPaint/dataElements.ts';

/**
 * The early paint (src/firstPaint/earlyPaint.ts) after its page's template, first in <head>: a
 * classic script there runs before the stylesheets have loaded, so the page's rows are requested
 * at once.
 */
export function withEarlyPaint(html: string, code: string, template: string): string {
  const data = jsonElement(TEMPLATE_ELEMENT, template);
  // A function, not a string: the code's `$` would read as replacement patterns.
  return html.replace('</title>', () => `</title>\n    ${data}<script>${code}</script>`);
}

/** The prerendered job list's loading text, marked as the slot its results are painted over. */
export function withResultsSlot(markup: string, loading: string): string {
  const at = markup.indexOf(loading);
  if (at < 0 || markup.indexOf(loading, at + 1) >= 0)
    throw new Error('prerender: the loading text of /jobs is not there exactly once');
  const slot = loading.replace(/^<[\w-]+/, '$& data-early-slot="job-results"');
  return `${markup.slice(0, at)}${slot}${markup.slice(at + loading.length)}`;
}
