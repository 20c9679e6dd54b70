// Building blocks of the admin forms beyond form-fields.ts: optional values (blank → null),
// numbers typed into a form, and safe addresses for banners.
import * as v from 'valibot';

/** An optional text: trimmed; blank becomes null (the column's "not given"). */
export const optionalText = () =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => (value?.trim() ? value.trim() : null)),
  );

/** An optional choice from a list; '' or null becomes null. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(
  options: T,
  message: string,
) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => (value ? value : null)),
    v.nullable(v.picklist(options, message)),
  );

/** A number typed into a form: numbers pass, numeric strings (decimal comma allowed) are converted. */
export const numberInput = (requiredMessage: string, notNumberMessage: string) =>
  v.pipe(
    v.union([v.number(notNumberMessage), v.string(notNumberMessage)], notNumberMessage),
    v.check((value) => value !== '' && String(value).trim() !== '', requiredMessage),
    v.transform((value) =>
      typeof value === 'number' ? value : Number(value.trim().replace(',', '.')),
    ),
    v.number(notNumberMessage),
    v.finite(notNumberMessage),
  );

/** An https:// address (never javascript:, data: or http:). */
export const HTTPS_URL = /^https:\/\/[^\s/?#]+[^\s]*$/;
/**
 * An http:// address on the loopback host: the local stand-in's Storage, where an uploaded banner
 * image lives in development (browsers treat loopback as secure, so no mixed content).
 */
export const LOOPBACK_HTTP_URL = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?\/[^\s]*$/;
/** A root-relative path on the app's own origin, e.g. /banners/x.png (not //other-host). */
export const ROOT_PATH = /^\/(?!\/)[^\s]*$/;
