// The profile form reuses the sign-up fields' rules (name, phone) from @shared; the profession,
// optional at sign-up, is chosen here.
import { profession, signUpSchema } from '@shared/schemas';
import * as v from 'valibot';

const { fullName, phone } = signUpSchema.pipe[0].entries;

export const profileSchema = v.object({ fullName, phone, profession });

export type ProfileForm = v.InferOutput<typeof profileSchema>;
