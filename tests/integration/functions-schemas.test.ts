// The shared form schemas give the exact Swedish messages of spec §5 for every rule.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  applicationSchema,
  bannerPlaceHint,
  budgetTotal,
  COVER_LETTER_MIN_LENGTH,
  contactDoctorSchema,
  contactRequestSchema,
  coverLetterTooShort,
  fieldErrors,
  jobApplicationNoticeSchema,
  newPasswordSchema,
  placeBanners,
  postJobRequestSchema,
  pricingRequestSchema,
  signInSchema,
  signUpSchema,
} from '../../supabase/functions/_shared/schemas/index.ts';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.issues);
};

const requester = {
  companyName: 'Region Skåne',
  contactName: 'Anna Berg',
  email: 'anna@example.se',
  phone: '040-123456',
};

describe('request forms', () => {
  it('accepts a valid contact-doctor form and trims it', () => {
    const out = v.parse(contactDoctorSchema, {
      ...requester,
      companyName: '  Region Skåne  ',
      doctorType: 'Allmänläkare',
      message: 'Vi söker en läkare till vår vårdcentral.',
    });
    expect(out.companyName).toBe('Region Skåne');
  });

  it('gives every contact-doctor message', () => {
    expect(
      errorsOf(contactDoctorSchema, {
        companyName: 'A',
        contactName: ' B ',
        email: 'inte-en-adress',
        phone: '1234',
        doctorType: 'X',
        message: 'för kort',
      }),
    ).toEqual({
      companyName: 'Företagsnamn krävs',
      contactName: 'Kontaktperson krävs',
      email: 'Ogiltig email',
      phone: 'Telefonnummer krävs',
      doctorType: 'Typ av läkare krävs',
      message: 'Meddelande måste vara minst 10 tecken',
    });
  });

  it('gives the same messages for missing fields', () => {
    expect(errorsOf(contactDoctorSchema, {})).toEqual({
      companyName: 'Företagsnamn krävs',
      contactName: 'Kontaktperson krävs',
      email: 'Ogiltig email',
      phone: 'Telefonnummer krävs',
      doctorType: 'Typ av läkare krävs',
      message: 'Meddelande måste vara minst 10 tecken',
    });
  });

  it('gives the pricing message for a missing or unknown ad type', () => {
    const message = 'Ett meddelande som är långt nog.';
    expect(errorsOf(pricingRequestSchema, { ...requester, adType: '', message })).toEqual({
      adType: 'Välj typ av annons',
    });
    expect(errorsOf(pricingRequestSchema, { ...requester, adType: 'radio', message })).toEqual({
      adType: 'Välj typ av annons',
    });
    for (const adType of ['jobbannons', 'banner', 'both']) {
      expect(errorsOf(pricingRequestSchema, { ...requester, adType, message })).toEqual({});
    }
  });

  it('gives the post-job messages', () => {
    expect(
      errorsOf(postJobRequestSchema, {
        ...requester,
        duration: '',
        budget: '',
        message: 'nitton tecken långt',
      }),
    ).toEqual({
      duration: 'Välj önskad varaktighet',
      budget: 'Ange budget',
      message: 'Beskriv er önskade publicering (minst 20 tecken)',
    });
    expect(
      errorsOf(postJobRequestSchema, {
        ...requester,
        duration: '60-days',
        budget: '34800',
        message: 'Tjugo tecken precis!',
      }),
    ).toEqual({});
  });

  it('refuses line breaks in one-line fields and overlong values', () => {
    const errors = errorsOf(contactDoctorSchema, {
      ...requester,
      contactName: 'Anna\r\nBcc: victim@example.com',
      doctorType: 'x'.repeat(201),
      message: 'Rad ett\nRad två är helt okej i ett meddelande.',
    });
    expect(errors).toEqual({
      contactName: 'Otillåtna tecken (radbrytning eller styrtecken)',
      doctorType: 'Högst 200 tecken',
    });
  });
});

describe('send-contact-email payload', () => {
  it('picks the form by type, keeps the idempotency key and drops unknown keys', () => {
    const key = crypto.randomUUID();
    const out = v.parse(contactRequestSchema, {
      type: 'pricing-request',
      idempotencyKey: key,
      recipient: 'attacker@example.com',
      ...requester,
      adType: 'both',
      message: 'Vad kostar ett paket?',
    });
    expect(out).toMatchObject({ type: 'pricing-request', idempotencyKey: key, adType: 'both' });
    expect(out).not.toHaveProperty('recipient');
  });

  it('refuses an unknown type and a malformed idempotency key', () => {
    expect(errorsOf(contactRequestSchema, { type: 'spam', ...requester })).toEqual({
      type: 'Okänd typ av förfrågan',
    });
    expect(
      errorsOf(contactRequestSchema, {
        type: 'contact-doctor',
        idempotencyKey: 'abc',
        ...requester,
        doctorType: 'Kirurg',
        message: 'Tio tecken eller mer.',
      }),
    ).toEqual({ idempotencyKey: 'Ogiltig idempotensnyckel' });
  });
});

describe('account forms', () => {
  const signUp = {
    fullName: 'Erik Läkare',
    email: 'erik@example.se',
    password: 'hemligt1',
    confirmPassword: 'hemligt1',
    phone: '',
    profession: 'ST-läkare',
  };

  it('accepts a sign-up without a phone or a profession', () => {
    expect(errorsOf(signUpSchema, signUp)).toEqual({});
    expect(errorsOf(signUpSchema, { ...signUp, phone: undefined })).toEqual({});
    expect(errorsOf(signUpSchema, { ...signUp, profession: '' })).toEqual({});
    expect(errorsOf(signUpSchema, { ...signUp, profession: undefined })).toEqual({});
  });

  it('asks for a new password of at least 8 characters, twice alike', () => {
    expect(
      errorsOf(newPasswordSchema, { password: 'nytt-lösen', confirmPassword: 'nytt-lösen' }),
    ).toEqual({});
    expect(errorsOf(newPasswordSchema, { password: 'kort', confirmPassword: 'kort' })).toEqual({
      password: 'Lösenordet måste vara minst 8 tecken',
    });
    expect(
      errorsOf(newPasswordSchema, { password: 'nytt-lösen', confirmPassword: 'annat-lösen' }),
    ).toEqual({ confirmPassword: 'Lösenorden matchar inte' });
  });

  it('gives every sign-up message', () => {
    expect(
      errorsOf(signUpSchema, {
        fullName: '',
        email: 'x',
        password: '1234567',
        confirmPassword: '',
        phone: '12',
        profession: 'tandläkare',
      }),
    ).toEqual({
      fullName: 'Namn krävs',
      email: 'Ogiltig email',
      password: 'Lösenordet måste vara minst 8 tecken',
      confirmPassword: 'Bekräfta lösenordet',
      phone: 'Telefonnummer måste vara minst 5 tecken',
      profession: 'Välj ett yrke i listan',
    });
    expect(errorsOf(signUpSchema, { ...signUp, password: '' })).toMatchObject({
      password: 'Lösenord krävs',
    });
  });

  it('says the passwords do not match', () => {
    expect(errorsOf(signUpSchema, { ...signUp, confirmPassword: 'annat12' })).toEqual({
      confirmPassword: 'Lösenorden matchar inte',
    });
  });

  it('requires e-mail and password to sign in', () => {
    expect(errorsOf(signInSchema, { email: '', password: '' })).toEqual({
      email: 'Ogiltig email',
      password: 'Lösenord krävs',
    });
  });
});

describe('banner places', () => {
  const banner = (id: string, position: 'top' | 'sidebar' | 'bottom', day: number) => ({
    id,
    position,
    published_at: `2026-11-${String(day).padStart(2, '0')}T10:00:00Z`,
  });

  it('shows the newest of each placement up to its places (1 top, 3 beside, 1 below) and says which wait', () => {
    const placed = placeBanners([
      banner('a', 'top', 1),
      banner('b', 'top', 5),
      banner('c', 'sidebar', 2),
      banner('d', 'sidebar', 3),
      banner('e', 'sidebar', 4),
      banner('f', 'sidebar', 6),
      banner('g', 'bottom', 1),
    ]);
    const ids = (list: { id: string }[]) => list.map((item) => item.id);
    expect(ids(placed.top.shown)).toEqual(['b']);
    expect(ids(placed.top.waiting)).toEqual(['a']);
    expect(ids(placed.sidebar.shown)).toEqual(['f', 'e', 'd']);
    expect(ids(placed.sidebar.waiting)).toEqual(['c']);
    expect(ids(placed.bottom.shown)).toEqual(['g']);
    expect(bannerPlaceHint('sidebar')).toBe('bredvid jobblistan, 3 platser');
  });
});

describe('post-job budget', () => {
  it('prices a product over the chosen duration, and leaves custom choices to a quote', () => {
    expect(budgetTotal('60-days', '14900')).toBe(29_800);
    expect(budgetTotal('90-days', '19900')).toBe(59_700);
    expect(budgetTotal('30-days', '34800')).toBe(34_800);
    expect(budgetTotal('custom', '14900')).toBeNull();
    expect(budgetTotal('60-days', 'custom')).toBeNull();
    expect(budgetTotal('', '')).toBeNull();
  });
});

describe('application', () => {
  it('requires a cover letter between the minimum and the maximum length', () => {
    expect(errorsOf(applicationSchema, { coverLetter: '   ' })).toEqual({
      coverLetter: 'Personligt brev krävs',
    });
    expect(errorsOf(applicationSchema, { coverLetter: 'Kort' })).toEqual({
      coverLetter: coverLetterTooShort,
    });
    const shortest = ` ${'x'.repeat(COVER_LETTER_MIN_LENGTH)} `;
    expect(v.parse(applicationSchema, { coverLetter: shortest })).toEqual({
      coverLetter: 'x'.repeat(COVER_LETTER_MIN_LENGTH),
    });
    expect(errorsOf(applicationSchema, { coverLetter: 'x'.repeat(5001) })).toEqual({
      coverLetter: 'Högst 5000 tecken',
    });
  });

  it('needs the job and application ids in the notice payload', () => {
    expect(errorsOf(jobApplicationNoticeSchema, { jobId: 'x' })).toEqual({
      jobId: 'Ogiltigt jobb-id',
      applicationId: 'Ogiltigt ansöknings-id',
    });
  });
});
