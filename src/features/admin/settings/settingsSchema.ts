// The provider settings form: public settings plus the notification recipients (one per line).
import { email, line, tooLong } from '@shared/schemas/form-fields.ts';
import * as v from 'valibot';

const MAX_RECIPIENTS = 20;

/** Splits a typed list on new lines, commas and semicolons; blanks are dropped. */
export const splitRecipients = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((item) => item.trim())
    .filter(Boolean);

const recipients = v.pipe(
  v.string(),
  v.transform(splitRecipients),
  v.minLength(1, 'Ange minst en mottagare'),
  v.maxLength(MAX_RECIPIENTS, `Högst ${MAX_RECIPIENTS} mottagare`),
  v.check(
    (list) => list.every((item) => v.is(email, item)),
    'Varje mottagare måste vara en giltig e-postadress (en per rad)',
  ),
);

export const settingsSchema = v.object({
  provider_name: line(1, 'Leverantörens namn krävs'),
  contact_email: email,
  email_signature: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(2000, tooLong(2000))),
  notification_recipients: recipients,
});

export type SettingsFormValues = v.InferInput<typeof settingsSchema>;
export type SettingsValues = v.InferOutput<typeof settingsSchema>;
