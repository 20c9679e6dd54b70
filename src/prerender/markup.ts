// Build time only: where a rendered page's <main> content is (the prerender plugin and
// src/prerender/renderApp.tsx both cut pages there).

/** [start of <main>'s content, start of </main>] */
export function mainBounds(markup: string): [number, number] {
  const open = /<main\b[^>]*>/.exec(markup);
  const close = markup.lastIndexOf('</main>');
  if (!open || close < 0) throw new Error('prerender: the page has no <main>');
  return [open.index + open[0].length, close];
}
