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

// Tokens with no closing tag: void and self-closed elements, and comments (`<!--`: no `\b`
// after the `!`, which the `-` would fail).
const VOID = /^<(?:!|(?:area|br|col|embed|hr|img|input|link|meta|source|track|wbr)\b)|\/>$/i;

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

const without = <T>(items: T[], start: number, end: number) => [
  ...items.slice(0, start),
  ...items.slice(end),
];

/** Markup's tokens, with where each came from in it as parts are taken out. */
class Tokens {
  /** Where each of the markup's tokens starts, and its end. */
  readonly #offsets = [0];
  #origin: number[];
  tokens: string[];

  constructor(markup: string) {
    this.tokens = tokensOf(markup);
    for (const token of this.tokens) this.#offsets.push((this.#offsets.at(-1) ?? 0) + token.length);
    this.#origin = this.tokens.map((_, index) => index);
  }

  /** Takes out tokens [start, end), giving the characters of the markup they were. */
  take(start: number, end: number): Range {
    const at = (index: number | undefined) => this.#offsets[index ?? this.#offsets.length - 1] ?? 0;
    const from = at(this.#origin[start]);
    const to = end > start ? at((this.#origin[end - 1] ?? 0) + 1) : from;
    this.tokens = without(this.tokens, start, end);
    this.#origin = without(this.#origin, start, end);
    return [from, to];
  }
}

/**
 * Where `a` and `b` differ, as whole elements: in each change an element of `a` that `b` lacks,
 * or, where `replaced`, also one of `b` that `a` lacks or one of `b` in the place of one of `a`.
 * Where the two first differ, the change is the nearest one starting there or before that lets
 * them agree past that point.
 */
function changes(a: string, b: string, replaced: boolean): { a: Range; b: Range }[] {
  const inA = new Tokens(a);
  const inB = new Tokens(b);
  const found = [];
  let differs = agreement(inA.tokens, inB.tokens);
  while (differs < inA.tokens.length || differs < inB.tokens.length) {
    const change = changeAt(inA.tokens, inB.tokens, differs, replaced);
    if (!change)
      throw new Error(
        `prerender: no whole element ${replaced ? 'replaced' : 'left out'} near ${inA.tokens.slice(differs, differs + 5).join('')}`,
      );
    found.push({ a: inA.take(change.start, change.endA), b: inB.take(change.start, change.endB) });
    differs = change.agreed;
  }
  return found;
}

/** The nearest change at or before `differs` that lets `a` and `b` agree past it (see changes). */
function changeAt(a: string[], b: string[], differs: number, replaced: boolean) {
  for (let start = differs; start >= 0; start--) {
    // Each side none, or an element that reaches past where they differ.
    const ends = (tokens: string[]) =>
      [start, elementEnd(tokens, start)].filter((end) => end === start || end > differs);
    for (const endA of ends(a))
      for (const endB of replaced ? ends(b) : [start]) {
        if (endA === start && endB === start) continue;
        const restA = without(a, start, endA);
        const restB = without(b, start, endB);
        const agreed = agreement(restA, restB);
        const same = agreed === restA.length && agreed === restB.length;
        if (agreed > differs || same) return { start, endA, endB, agreed };
      }
  }
  return null;
}

/**
 * The whole elements of `full` that `lacking` (the same markup with parts left out) does not
 * have, as ranges of `full`'s characters.
 */
export function removedParts(full: string, lacking: string): Range[] {
  return changes(full, lacking, false).map((change) => change.a);
}

/**
 * The one run of markup where `a` and `b` differ, in each: a whole element in its place in the
 * other (or none), found as removedParts finds its parts.
 */
export function replacedPart(a: string, b: string): { a: Range; b: Range } {
  const [change, ...more] = changes(a, b, true);
  if (!change || more.length > 0)
    throw new Error(`prerender: ${more.length + (change ? 1 : 0)} parts differ, not one`);
  return change;
}
