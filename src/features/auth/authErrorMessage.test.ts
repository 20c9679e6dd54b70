import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './authErrorMessage';

describe('authErrorMessage', () => {
  it('translates Supabase error codes to Swedish', () => {
    const error = new AuthApiError('Invalid login credentials', 400, 'invalid_credentials');
    expect(authErrorMessage(error)).toBe('Fel e-post eller lösenord');
    const exists = new AuthApiError('User already registered', 422, 'user_already_exists');
    expect(authErrorMessage(exists)).toBe('Det finns redan ett konto med den här e-postadressen');
  });

  it('recognises the English message when the code is missing', () => {
    const error = new AuthApiError('Invalid login credentials', 400, undefined);
    expect(authErrorMessage(error)).toBe('Fel e-post eller lösenord');
  });

  it('tells a common password from a short one', () => {
    const common = new AuthWeakPasswordError('Password is known to be weak', 422, ['pwned']);
    expect(authErrorMessage(common)).toBe(
      'Lösenordet är för vanligt och lätt att gissa. Välj ett annat.',
    );
    const short = new AuthWeakPasswordError('Password should be at least 8 characters.', 422, [
      'length',
    ]);
    expect(authErrorMessage(short)).toBe('Lösenordet är för svagt. Det måste vara minst 8 tecken.');
  });

  it('explains a network failure', () => {
    const error = new AuthRetryableFetchError('Failed to fetch', 0);
    expect(authErrorMessage(error)).toBe('Kunde inte nå servern. Kontrollera din uppkoppling.');
  });

  it('passes an unknown server message through rather than hiding it', () => {
    expect(authErrorMessage(new Error('Något oväntat'))).toBe('Något oväntat');
  });
});
