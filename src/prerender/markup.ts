// Build time only: cutting and comparing rendered markup. The prerender plugin cuts pages at their
// <main>; src/prerender/jobTemplates.tsx compares two renderings of the same page as whole
// elements (what one lacks, where they differ) and wraps parts of it in comments.

/** [start of <main>'s content, start of </main>] */
export function mainBounds(markup: string): [number, number] {
  const open = /<main\b[^>]*>/.exec(markup);
  const close = markup.lastIndexOf('</main>');
  if (!open || close < 0) throw new Error('prerender: the page has no <main>');
  return [open.index + open[0].length, close];
}

export type Range = [start: number, end: number];

/**
 * Where `a` and `b` differ, in each: the common start and end left out, widened to whole tags
 * (an equal `<` or `>` around the change would otherwise cut a tag in two).
 */
export function difference(a: string, b: string): { a: Range; b: Range } {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  // Where one only adds to the other, equal text on both sides lets the addition slide: move it
  // back to start at a tag.
  if (endB === start)
    while (a[start] !== '<' && start > 0 && a[start - 1] === a[endA - 1]) {
      start--;
      endA--;
    }
  else if (a[start] !== '<' || b[start] !== '<') start = a.lastIndexOf('<', start);
  if (a[endA - 1] !== '>' || (endB > start && b[endB - 1] !== '>')) {
    const after = a.indexOf('>', endA) + 1 - endA;
    endA += after;
    endB += after;
  }
  if (a[start] !== '<' || a.startsWith('</', start) || a[endA - 1] !== '>')
    throw new Error(`prerender: no whole elements differ near ${a.slice(start, start + 80)}`);
  return { a: [start, endA], b: [start, endB] };
}

/** `markup` with each range wrapped in the given comments (ranges may not overlap). */
export function wrap(
  markup: string,
  ranges: { range: Range; open: string; close: string }[],
): string {
  let html = markup;
  for (const { range, open, close } of [...ranges].sort((x, y) => y.range[0] - x.range[0]))
    html = `${html.slice(0, range[0])}${open}${html.slice(range[0], range[1])}${close}${html.slice(range[1])}`;
  return html;
}

/** The element of `tag` around the first `text` in `markup` (not nested in one of its kind). */
export function elementAround(markup: string, tag: string, text: string): Range {
  const at = markup.indexOf(text);
  const start = markup.lastIndexOf(`<${tag}`, at);
  const close = `</${tag}>`;
  const end = markup.indexOf(close, at);
  if (at < 0 || start < 0 || end < 0) throw new Error(`prerender: no <${tag}> holds ${text}`);
  return [start, end + close.length];
}

/** Markup as tags and the texts between them. */
const tokensOf = (markup: string) => markup.split(/(<[^>]*>)/).filter(Boolean);

const VOID = /^<(?:!|area|br|col|embed|hr|img|input|link|meta|source|track|wbr)\b|\/>$/i;

/** The end (exclusive) of the element that starts at `tokens[start]`, or -1. */
function elementEnd(tokens: string[], start: number): number {
  const first = tokens[start] ?? '';
  if (!first.startsWith('<') || first.startsWith('</')) return -1;
  if (VOID.test(first)) return start + 1;
  let depth = 0;
  for (let i = start; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    if (!token.startsWith('<') || VOID.test(token)) continue;
    depth += token.startsWith('</') ? -1 : 1;
    if (depth === 0) return i + 1;
  }
  return -1;
}

/** How many tokens `a` and `b` have in common from the start. */
function agreement(a: string[], b: string[]): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

/**
 * The whole elements of `full` that `lacking` (the same markup with parts left out) does not
 * have, as ranges of `full`'s characters. Where the two first differ, the element to leave out is
 * the nearest one starting there or before whose removal lets them agree past that point.
 */
export function removedParts(full: string, lacking: string): Range[] {
  const original = tokensOf(full);
  const offsets = [0];
  for (const token of original) offsets.push((offsets.at(-1) ?? 0) + token.length);
  const b = tokensOf(lacking);
  let tokens = original;
  let origin = original.map((_, index) => index);
  const ranges: Range[] = [];
  for (let differs = agreement(tokens, b); differs < tokens.length || differs < b.length; ) {
    let removed = false;
    for (let start = differs; start >= 0 && !removed; start--) {
      const end = elementEnd(tokens, start);
      if (end < 0 || end <= differs) continue;
      const rest = [...tokens.slice(0, start), ...tokens.slice(end)];
      const agreed = agreement(rest, b);
      const same = agreed === rest.length && agreed === b.length;
      if (agreed <= differs && !same) continue;
      ranges.push([offsets[origin[start] ?? 0] ?? 0, offsets[(origin[end - 1] ?? 0) + 1] ?? 0]);
      tokens = rest;
      origin = [...origin.slice(0, start), ...origin.slice(end)];
      differs = agreed;
      removed = true;
    }
    if (!removed)
      throw new Error(
        `prerender: no whole element left out near ${tokens.slice(differs, differs + 5).join('')}`,
      );
  }
  return ranges;
}
