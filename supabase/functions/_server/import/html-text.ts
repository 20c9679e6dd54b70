// Ad descriptions arrive as HTML written by strangers. They are reduced here, on the
// server, to the app's own text model, the one the job page renders with `white-space: pre-line`:
// paragraphs separated by a blank line, list items as "• item" lines, a link as "label (URL)"
// with http(s) URLs only (the page links bare URLs with rel="nofollow noopener"). No markup
// passes: scripts, styles and embedded content are dropped whole, attributes (onerror, style …)
// never reach the text, and markup that was escaped once more is reduced again.
import { Parser } from 'htmlparser2';

/** Elements whose content is not text for a reader. */
const DROPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'head',
  'title',
  'select',
  'textarea',
  'button',
]);

/** Elements that start and end a paragraph. */
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'table',
  'ul',
  'ol',
  'dl',
  'figure',
  'address',
  'hr',
]);

/** Elements that end a line within a paragraph. */
const LINES = new Set(['br', 'li', 'tr', 'dt', 'dd', 'figcaption']);

class TextBuilder {
  text = '';
  private pendingBreaks = 0;

  lineBreak(count: 1 | 2) {
    if (this.text) this.pendingBreaks = Math.max(this.pendingBreaks, count);
  }

  write(words: string) {
    let chunk = words.replace(/\s+/g, ' ');
    if (this.pendingBreaks > 0 && chunk.trim()) {
      this.text = `${this.text.trimEnd()}${'\n'.repeat(this.pendingBreaks)}`;
      this.pendingBreaks = 0;
    }
    if (this.text === '' || this.text.endsWith('\n')) chunk = chunk.trimStart();
    this.text += chunk;
  }
}

function reduceOnce(html: string): string {
  const out = new TextBuilder();
  let dropped = 0;
  const links: { href: string | null; start: number }[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (dropped > 0 || DROPPED.has(name)) {
          if (DROPPED.has(name)) dropped++;
          return;
        }
        if (BLOCKS.has(name)) out.lineBreak(2);
        else if (LINES.has(name)) out.lineBreak(1);
        if (name === 'li') out.write('• ');
        if (name === 'a') links.push({ href: linkTarget(attributes.href), start: out.text.length });
      },
      ontext(text) {
        if (dropped === 0) out.write(text);
      },
      onclosetag(name, implied) {
        if (DROPPED.has(name)) {
          if (dropped > 0) dropped--;
          return;
        }
        if (dropped > 0) return;
        if (name === 'a' && !implied) {
          const link = links.pop();
          if (link?.href) {
            const label = out.text.slice(link.start).trim();
            if (!label) out.write(link.href);
            else if (label !== link.href) out.write(` (${link.href})`);
          }
        }
        if (BLOCKS.has(name)) out.lineBreak(2);
        else if (name === 'li' || name === 'tr' || name === 'dd') out.lineBreak(1);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  return tidyLines(out.text);
}

const tidyLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** An http(s) link target, else null (javascript:, data:, relative links are not linked). */
function linkTarget(href: string | undefined): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const LOOKS_LIKE_MARKUP = /<\/?[a-z!][^>]*>/i;
const TAGS = /<\/?[a-z!][^>]*>/gi;

const limited = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text;

/** The description's text, at most `limit` characters. */
export function htmlToText(html: string, limit = 20_000): string {
  let text = reduceOnce(html);
  // A feed that escaped its HTML twice hands over markup as text: reduce it again, then drop
  // whatever still looks like a tag. Line by line, so the paragraphs of the first pass stay.
  if (LOOKS_LIKE_MARKUP.test(text)) text = tidyLines(text.split('\n').map(reduceOnce).join('\n'));
  return limited(text.replace(TAGS, ''), limit);
}

/** A description a source sends as plain text: its lines kept, anything tag-like dropped. */
export function plainText(text: string, limit = 20_000): string {
  return limited(tidyLines(text.replace(/\r\n?/g, '\n').replace(TAGS, '')), limit);
}
