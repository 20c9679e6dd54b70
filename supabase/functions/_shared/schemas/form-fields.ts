// Field building blocks of the public forms: trimmed text with Swedish messages.
import * as v from 'valibot';

/** Control characters (CR, LF, tab, …) have no place in one-line fields that may reach e-mail headers. */
const SINGLE_LINE = /^\P{Cc}*$/u;

export const singleLineMessage = 'Otillåtna tecken (radbrytning eller styrtecken)';

export const singleLine = () => v.regex(SINGLE_LINE, singleLineMessage);

export const tooLong = (max: number) => `Högst ${max} tecken`;

/**
 * A string where a missing key counts as empty, so a missing field gets the field's own message
 * (valibot would otherwise report a generic English "Invalid key").
 */
const text = (message: string) => v.optional(v.string(message), '');

/** A trimmed one-line text of at least `min` characters; `required` is the message for too short. */
export const line = (min: number, required: string, max = 200) =>
  v.pipe(
    text(required),
    v.trim(),
    v.minLength(min, required),
    v.maxLength(max, tooLong(max)),
    singleLine(),
  );

/** Line breaks and tabs are text; other control characters (NUL cannot even be stored) are not. */
const MULTI_LINE = /^(?:\P{Cc}|[\t\n\r])*$/u;

export const controlCharacterMessage = 'Otillåtna tecken (styrtecken)';

/** A trimmed multi-line text of at least `min` characters. */
export const paragraph = (min: number, required: string, max = 5000) =>
  v.pipe(
    text(required),
    v.trim(),
    v.minLength(min, required),
    v.maxLength(max, tooLong(max)),
    v.regex(MULTI_LINE, controlCharacterMessage),
  );

export const emailMessage = 'Ogiltig email';

export const email = v.pipe(
  text(emailMessage),
  v.trim(),
  v.email(emailMessage),
  v.maxLength(254, emailMessage),
);

/** A required choice from a fixed list; a missing, empty or unknown value gets `message`. */
export const choice = <const T extends readonly [string, ...string[]]>(
  options: T,
  message: string,
) => v.pipe(text(message), v.picklist(options, message));

export const uuid = (message: string) => v.pipe(text(message), v.uuid(message));

/** A required string with one message for missing and empty (passwords: never trimmed). */
export const filled = (message: string) => v.pipe(text(message), v.minLength(1, message));
