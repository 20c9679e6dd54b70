// The address's search params, read and written as text, as every link from outside the app writes
// them (an alert e-mail's "Visa jobben", a search engine, a hand-typed address). The router's
// default JSON-parses each value: it wrote a search for "112" as ?q=%22112%22 and read ?q=12e4 as
// the number 120000. Each route's schema gives its params their types.

/** A value that begins like a JSON string, list or object: the candidate search's licences are a
 * list, and links written before this module quoted their text (?q=%22112%22). */
const JSON_START = /^["[{]/;

function readJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** `?a=1&b=x` → `{ a: '1', b: 'x' }`; a value that is JSON (see JSON_START) is parsed. */
export function parseSearch(searchStr: string): Record<string, unknown> {
  const search: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(searchStr)) {
    search[key] = JSON_START.test(value) ? readJson(value) : value;
  }
  return search;
}

function writeValue(value: unknown): string {
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  const text = String(value);
  // Text that would read back as JSON is quoted, so it reads back as the same text.
  return JSON_START.test(text) && readJson(text) !== text ? JSON.stringify(text) : text;
}

/** The inverse of parseSearch: `{ q: '112' }` → `?q=112`; undefined values are left out. */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined) params.set(key, writeValue(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
