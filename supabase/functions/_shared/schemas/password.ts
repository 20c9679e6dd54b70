// Supabase Auth refuses passwords shorter than PASSWORD_MIN_LENGTH (supabase/config.toml's
// minimum_password_length); the forms and Auth's error messages say the same. A module of its own,
// without schemas: the start-up code's error messages (src/features/auth/authErrorMessage.ts)
// should not build the account forms' schemas to read it.
export const PASSWORD_MIN_LENGTH = 8;
export const passwordHint = `Minst ${PASSWORD_MIN_LENGTH} tecken`;
