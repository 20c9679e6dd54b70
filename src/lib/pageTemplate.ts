// Markup that React rendered at build time with placeholders (src/prerender/jobTemplates.tsx),
// filled with real texts in the browser before React runs (src/firstPaint/earlyPaint.ts). The syntax:
// `\uE000name\uE001` is a text; `<!--if:name-->…<!--/if:name-->` is kept only when the text is
// there; `<!--each:name-->…<!--/each:name-->` repeats for each item of a list.

export type TemplateValue = string | null | readonly string[] | readonly TemplateFields[];
export interface TemplateFields {
  readonly [name: string]: TemplateValue;
}

/** Private-use characters: no text the app shows contains them. */
export const fieldMarker = (name: string) => `\uE000${name}\uE001`;
export const regionStart = (kind: 'if' | 'each', name: string) => `<!--${kind}:${name}-->`;
export const regionEnd = (kind: 'if' | 'each', name: string) => `<!--/${kind}:${name}-->`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** A text as HTML (in content or a quoted attribute); never a marker of its own. */
const escapeHtml = (text: string) =>
  text.replace(/[\uE000\uE001]/g, '').replace(/[&<>"']/g, (character) => ESCAPES[character] ?? '');

const isEmpty = (value: TemplateValue | undefined) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);

function region(kind: 'if' | 'each'): RegExp {
  return new RegExp(`<!--${kind}:(\\w+)-->([\\s\\S]*?)<!--/${kind}:\\1-->`, 'g');
}

export function fillTemplate(template: string, fields: TemplateFields): string {
  // Lists first: an item's own conditions are filled with the item's texts.
  return template
    .replace(region('each'), (_, name: string, inner: string) => {
      const items = fields[name];
      if (!Array.isArray(items)) return '';
      return items
        .map((item: string | TemplateFields) =>
          typeof item === 'string'
            ? inner.replaceAll(fieldMarker(name), escapeHtml(item))
            : fillTemplate(inner, item),
        )
        .join('');
    })
    .replace(region('if'), (_, name: string, inner: string) => (isEmpty(fields[name]) ? '' : inner))
    .replace(/\uE000(\w+)\uE001/g, (_, name: string) => {
      const value = fields[name];
      return typeof value === 'string' ? escapeHtml(value) : '';
    });
}
