// Skapa konto (spec §5/§8): a job seeker registers with name, e-mail, password, and optionally
// phone and profession. With e-mail confirmation on, a notice then says where the link went.
import { schemaResolver, useForm } from '@mantine/form';
import {
  PROFESSION_LABELS,
  PROFESSIONS,
  passwordHint,
  passwordMismatchMessage,
  signUpSchema,
} from '@shared/schemas';
import * as v from 'valibot';
import { showFormToast } from '@/lib/ui/formToast';
import { appUrl } from '../links';
import { awaitConfirmation } from '../pendingConfirmation';
import { type AuthRequestTexts, useAuthRequest } from '../useAuthRequest';
import { type AuthField, AuthForm } from './AuthForm';

type Values = {
  fullName: string;
  email: string;
  phone: string;
  profession: string;
  password: string;
  confirmPassword: string;
};

const SIGN_UP_TEXTS: AuthRequestTexts = {
  form: 'skapa-konto',
  failureTitle: 'Registrering misslyckades',
  successTitle: 'Konto skapat!',
  successMessage: 'Du kan nu börja söka jobb',
};

const PROFESSION_OPTIONS = [
  { value: '', label: 'Välj yrke' },
  ...PROFESSIONS.map((profession) => ({ value: profession, label: PROFESSION_LABELS[profession] })),
];

const FIELDS: readonly AuthField<keyof Values>[] = [
  { name: 'fullName', kind: 'text', label: 'Fullständigt namn', autoComplete: 'name' },
  { name: 'email', kind: 'text', label: 'E-post', type: 'email', autoComplete: 'email' },
  {
    name: 'phone',
    kind: 'text',
    label: 'Telefon',
    description: 'Valfritt',
    type: 'tel',
    autoComplete: 'tel',
  },
  {
    name: 'profession',
    kind: 'select',
    label: 'Yrke',
    description: 'Valfritt',
    options: PROFESSION_OPTIONS,
  },
  {
    name: 'password',
    kind: 'password',
    label: 'Lösenord',
    description: passwordHint,
    autoComplete: 'new-password',
  },
  {
    name: 'confirmPassword',
    kind: 'password',
    label: 'Bekräfta lösenord',
    autoComplete: 'new-password',
  },
];

/** `redirect`: where the visitor goes after signing up, and where the e-mailed link returns to. */
export function SignUpForm({ redirect = '/jobs' }: { redirect?: string }) {
  const { sending, send, captcha } = useAuthRequest(SIGN_UP_TEXTS, redirect);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      fullName: '',
      email: '',
      phone: '',
      profession: '',
      password: '',
      confirmPassword: '',
    },
    validate: schemaResolver(signUpSchema, { sync: true }),
  });

  const onInvalid = (errors: typeof form.errors) => {
    if (errors.confirmPassword === passwordMismatchMessage) {
      showFormToast(SIGN_UP_TEXTS.form, {
        title: 'Fel',
        message: passwordMismatchMessage,
        color: 'red',
      });
    }
  };

  const submit = form.onSubmit((values) => {
    const input = v.parse(signUpSchema, values);
    return send(
      (auth, captchaToken) =>
        auth.signUp({
          email: input.email,
          password: input.password,
          options: {
            captchaToken,
            emailRedirectTo: appUrl(redirect),
            data: {
              full_name: input.fullName,
              phone: input.phone,
              profession: input.profession,
              user_type: 'job_seeker',
            },
          },
        }),
      ({ data }) => {
        if (!data.session) awaitConfirmation({ email: input.email, returnPath: redirect });
      },
    );
  }, onInvalid);

  return (
    <AuthForm
      action="Skapa konto"
      fields={FIELDS}
      form={form}
      sending={sending}
      captcha={captcha}
      onSubmit={submit}
    />
  );
}
