// Sign-up and sign-in forms (spec §5). Supabase Auth refuses passwords shorter than 6 characters.
import * as v from 'valibot';
import { choice, email, filled, line, singleLine, tooLong } from './form-fields.ts';

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

export const PASSWORD_MIN_LENGTH = 6;
export const passwordMismatchMessage = 'Lösenorden matchar inte';

const password = v.pipe(
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
    password,
    confirmPassword: filled('Bekräfta lösenordet'),
    phone: optionalPhone,
    profession: choice(PROFESSIONS, 'Välj yrke'),
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

export const signInSchema = v.object({
  email,
  password: filled('Lösenord krävs'),
});

export type SignUpForm = v.InferOutput<typeof signUpSchema>;
export type SignInForm = v.InferOutput<typeof signInSchema>;
