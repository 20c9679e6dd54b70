/**
 * Cards in the job list's first render: also what a return visit (jobsSnapshot.ts) and a first
 * visit's early paint (src/earlyPaint.ts) show before the app runs, so React's first render
 * replaces them with the same cards.
 */
export const FIRST_STEP = 8;
