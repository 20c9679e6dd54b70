// The contact details form reuses the sign-up fields' rules (name, phone) from @shared; the
// profession is asked once, as Yrke in the Yrkesprofil.
import { signUpSchema } from '@shared/schemas';
import * as v from 'valibot';

const { fullName, phone } = signUpSchema.pipe[0].entries;

export const profileSchema = v.object({ fullName, phone });

export type ProfileForm = v.InferOutput<typeof profileSchema>;
