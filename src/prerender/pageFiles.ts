// The prerendered files that serve more than one path. The app server (scripts/serve-app.ts), the
// service worker (src/sw.ts) and a static host (docs/deploying.md, Static host) answer:
// - a job's path (JOB_PAGE_PATH, src/lib/jobPath.ts) with JOB_PAGE_FILE: a job page, its job left
//   to the browser (src/lib/ui/ClientData.tsx) and painted early by src/firstPaint/earlyPaint.ts;
// - any other path without a file of its own with SHELL_FILE: the header alone, over which the app
//   renders the page (signing in, the profile, the back office, unknown paths).
export const JOB_PAGE_FILE = '/job.html';
export const SHELL_FILE = '/shell.html';
