// The ids of the JSON elements the build writes into a page's <head> for its inline scripts: data,
// not code, so that all of the first paint's code is TypeScript built like the app's.

/** The page's template for the early paint (earlyPaint.ts): jobs.html and job.html. */
export const TEMPLATE_ELEMENT = 'early-paint-template';
/** The app's modules and each route's chunks for the starter (starter.ts): every page. */
export const STARTER_ELEMENT = 'first-paint-start';
