// A job page's own prerendered HTML: the shell with a job's skeleton and the early paint of the
// job (src/earlyPaint.ts), so that index.html (served for `/` and every other path) does not carry
// them. The app server (scripts/serve-app.ts) and the service worker (src/sw.ts) answer job paths
// (JOB_PAGE_PATH, src/lib/jobPath.ts) with it; a static host needs the same rewrite (README,
// Deploy), and without it serves index.html, whose job skeleton paints until the app runs.
export const JOB_PAGE_FILE = '/job.html';
