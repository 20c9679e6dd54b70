// Sign-up, sign-in and account forms (spec §5).
import * as v from 'valibot';
import { choice, email, filled, line, singleLine, tooLong } from './form-fields.ts';
import { PASSWORD_MIN_LENGTH } from './password.ts';

export const PROFESSIONS = [
  'läkare',
  'specialist',
  'underläkare',
  'ST-läkare',
  'överläkare',
] as const;
export type Profession = (typeof PROFESSIONS)[number];
export const PROFESSION_LABELS: Record<Profession, string> = {
  läkare: 'Läkare',
  specialist: 'Specialist',
  underläkare: 'Underläkare',
  'ST-läkare': 'ST-läkare',
  överläkare: 'Överläkare',
};

export const passwordMismatchMessage = 'Lösenorden matchar inte';

const newPassword = v.pipe(
  filled('Lösenord krävs'),
  v.minLength(PASSWORD_MIN_LENGTH, `Lösenordet måste vara minst ${PASSWORD_MIN_LENGTH} tecken`),
  v.maxLength(72, 'Högst 72 tecken'),
);

/** An empty phone field means "no phone" (shown as "Ej angivet"). */
const phoneMessage = 'Telefonnummer måste vara minst 5 tecken';
const optionalPhone = v.pipe(
  v.optional(v.string(phoneMessage), ''),
  v.trim(),
  v.check((phone) => phone === '' || phone.length >= 5, phoneMessage),
  v.maxLength(40, tooLong(40)),
  singleLine(),
);

export const signUpSchema = v.pipe(
  v.object({
    fullName: line(2, 'Namn krävs', 120),
    email,
    password: newPassword,
    confirmPassword: filled('Bekräfta lösenordet'),
    phone: optionalPhone,
    // Spec §5 requires only name, e-mail and the passwords; the profile can add it later.
    profession: v.pipe(
      v.optional(v.string(), ''),
      v.check(
        (value) => value === '' || (PROFESSIONS as readonly string[]).includes(value),
        'Välj ett yrke i listan',
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      passwordMismatchMessage,
    ),
    ['confirmPassword'],
  ),
);

/** Profile: the profession is chosen there. */
export const profession = choice(PROFESSIONS, 'Välj yrke');

/** A new password twice: the page a reset link opens, and Byt lösenord on /profile. */
export const newPasswordSchema = v.pipe(
  v.object({ password: newPassword, confirmPassword: filled('Bekräfta lösenordet') }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      passwordMismatchMessage,
    ),
    ['confirmPassword'],
  ),
);

/** Glömt lösenord, Skicka länken igen: just the address. */
export const emailOnlySchema = v.object({ email });

export const signInSchema = v.object({
  email,
  password: filled('Lösenord krävs'),
});

export type SignUpForm = v.InferOutput<typeof signUpSchema>;
export type SignInForm = v.InferOutput<typeof signInSchema>;
export type NewPasswordForm = v.InferOutput<typeof newPasswordSchema>;
