// "Back where you were": the in-app path /signin returns to after signing in or up.

/** An in-app path (`/jobs/…`), never another origin (`//evil`, `https:`), nor /signin itself. */
export function isInternalPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false;
  const url = new URL(value, 'http://app.invalid');
  return url.origin === 'http://app.invalid' && !url.pathname.startsWith('/signin');
}

/** The job page a visitor is on, as /signin's return path; undefined on any other page. */
export function returnPathFrom(pathname: string): string | undefined {
  return /^\/jobs\/[^/]+$/.test(pathname) ? pathname : undefined;
}
