// The JSON elements the build writes into a page's <head> for its inline scripts (data, not code,
// so that all of the first paint's code is TypeScript built like the app's): their ids, and how a
// page's HTML carries them. The scripts read theirs from the DOM.

/** The page's template for the early paint (earlyPaint.ts): jobs.html and job.html. */
export const TEMPLATE_ELEMENT = 'early-paint-template';
/** The app's modules and each route's chunks for the starter (starter.ts): every page. */
export const STARTER_ELEMENT = 'first-paint-start';

/** `data` as a JSON element; `<` escaped so that no text in it can end the element. */
export function jsonElement(id: string, data: unknown): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The data of a page's JSON element `id`, read from its HTML (the bench, the tests). */
export function readJsonElement<T>(html: string, id: string): T {
  const json = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(
    html,
  )?.[1];
  if (json === undefined) throw new Error(`no #${id} element in the page`);
  return JSON.parse(json) as T;
}
