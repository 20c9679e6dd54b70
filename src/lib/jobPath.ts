// Which paths are a job's page, and which of them can name a job. Any /jobs/<x> gets the job page
// (src/prerender/pageFiles.ts), which says "not found" for an id that names no job; only a uuid can
// name one, so only a uuid's job is read ahead (src/firstPaint/earlyPaint.ts).
export const JOB_PAGE_PATH = /^\/jobs\/[^/]+\/?$/;

const JOB_ID_PATH = /^\/jobs\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** The id of the job that `path` is the page of, or null when its id cannot name a job. */
export function jobIdOfPath(path: string): string | null {
  return JOB_ID_PATH.exec(path)?.[1] ?? null;
}
