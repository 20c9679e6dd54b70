/**
 * Cards in the job list's first render: also what the early paint (src/firstPaint/earlyPaint.ts) shows
 * before the app runs, on a first or a return visit, so React renders the same cards in their
 * place.
 */
export const FIRST_STEP = 8;
