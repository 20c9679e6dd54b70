// The profile form reuses the sign-up fields' rules (name, phone, profession) from @shared.
import { signUpSchema } from '@shared/schemas';
import * as v from 'valibot';

const { fullName, phone, profession } = signUpSchema.pipe[0].entries;

export const profileSchema = v.object({ fullName, phone, profession });

export type ProfileForm = v.InferOutput<typeof profileSchema>;
