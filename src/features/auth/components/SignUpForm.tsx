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
import { focusFirstInvalid } from '@/lib/ui/focusFirstInvalid';
import { showFormToast } from '@/lib/ui/formToast';
import { authErrorCode, authErrorMessage } from '../authErrorMessage';
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

  const onInvalid: Parameters<typeof form.onSubmit>[1] = (errors, values, event) => {
    focusFirstInvalid(errors, values, event);
    if (errors.confirmPassword === passwordMismatchMessage) {
      showFormToast(SIGN_UP_TEXTS.form, {
        title: 'Fel',
        message: passwordMismatchMessage,
        color: 'red',
      });
    }
  };

  const submit = form.onSubmit(async (values, event) => {
    const input = v.parse(signUpSchema, values);
    const error = await send(
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
      {
        // Still to be confirmed: the page's notice says so, and nothing says "start applying".
        announce: ({ data }) => data.session !== null,
        navigated: ({ data }) => {
          if (!data.session) awaitConfirmation({ email: input.email, returnPath: redirect });
        },
      },
    );
    // A weak or common password is the password field's to say, for as long as it is typed there.
    if (authErrorCode(error) === 'weak_password') {
      form.setFieldError('password', authErrorMessage(error));
      focusFirstInvalid({ password: true }, values, event);
    }
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
