// "Radera mitt konto" on /profile: the account is deleted only with its password typed again.
import * as v from 'valibot';
import { filled } from './form-fields.ts';

export const deleteAccountSchema = v.object({
  password: v.pipe(filled('Skriv ditt lösenord för att radera kontot'), v.maxLength(72)),
});

export type DeleteAccountForm = v.InferOutput<typeof deleteAccountSchema>;

/** The answer of delete-account when the password is wrong (HTTP 403). */
export const WRONG_PASSWORD_MESSAGE = 'Fel lösenord. Kontot har inte raderats.';
