// Where the links in auth e-mails lead.
// Supabase Auth accepts a redirect only to the site URL or the project's redirect URLs (docs/deploying.md).

/** The absolute URL an auth e-mail's link returns to. */
export function appUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

/** Where each kind of link lands; an expired link there shows /link-expired for that kind. */
export const LINK_LANDINGS = {
  recovery: '/reset-password',
  email_change: '/profile',
} as const;

export type LinkKind = 'signup' | 'recovery' | 'email_change';
