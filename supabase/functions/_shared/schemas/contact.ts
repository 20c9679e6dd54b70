// The three employer request forms (spec §5) and the send-contact-email payload built from them.
import * as v from 'valibot';
import { choice, email, line, paragraph, uuid } from './form-fields.ts';

export const AD_TYPES = ['jobbannons', 'banner', 'both'] as const;
export type AdType = (typeof AD_TYPES)[number];
export const AD_TYPE_LABELS: Record<AdType, string> = {
  jobbannons: 'Jobbannons',
  banner: 'Banner',
  both: 'Både jobbannons och banner',
};

export const DURATIONS = ['30-days', '60-days', '90-days', 'custom'] as const;
export type Duration = (typeof DURATIONS)[number];
export const DURATION_LABELS: Record<Duration, string> = {
  '30-days': '30 dagar',
  '60-days': '60 dagar',
  '90-days': '90 dagar',
  custom: 'Annan varaktighet',
};

export const BUDGETS = ['14900', '19900', '34800', 'custom'] as const;
export type Budget = (typeof BUDGETS)[number];
/**
 * The spec's budget values are the pricing page's products at their price per 30 days, so the
 * choice names the product and the period; the duration is chosen beside it and the total
 * (budgetTotal) follows from both.
 */
export const BUDGET_LABELS: Record<Budget, string> = {
  '14900': 'Jobbannons – 14 900 kr / 30 dagar',
  '19900': 'Banner – 19 900 kr / 30 dagar',
  '34800': 'Jobbannons och banner – 34 800 kr / 30 dagar',
  custom: 'Annan budget',
};

/** The days a duration names; null: the employer asked for another one. */
export const DURATION_DAYS: Record<Duration, number | null> = {
  '30-days': 30,
  '60-days': 60,
  '90-days': 90,
  custom: null,
};

/** The price of a product over a duration, in whole SEK excl. VAT; null when either is custom. */
export function budgetTotal(duration: string, budget: string): number | null {
  const days = DURATION_DAYS[duration as Duration];
  if (!days || !BUDGETS.includes(budget as Budget) || budget === 'custom') return null;
  return (Number(budget) * days) / 30;
}

/** "29 800 kr exkl. moms för 60 dagar", as the form, the e-mails and the admin list show it. */
export function budgetTotalText(duration: string, budget: string): string | null {
  const total = budgetTotal(duration, budget);
  if (total === null) return null;
  const amount = new Intl.NumberFormat('sv-SE').format(total);
  return `${amount} kr exkl. moms för ${DURATION_DAYS[duration as Duration]} dagar`;
}

export const CONTACT_REQUEST_TYPES = [
  'contact-doctor',
  'pricing-request',
  'post-job-request',
] as const;
export type ContactRequestType = (typeof CONTACT_REQUEST_TYPES)[number];
export const CONTACT_REQUEST_TYPE_LABELS: Record<ContactRequestType, string> = {
  'contact-doctor': 'Söker en läkare',
  'pricing-request': 'Prisförfrågan',
  'post-job-request': 'Publicera jobb',
};

export const MESSAGE_MAX_LENGTH = 5000;

const requester = {
  companyName: line(2, 'Företagsnamn krävs'),
  contactName: line(2, 'Kontaktperson krävs'),
  email,
  phone: line(5, 'Telefonnummer krävs', 40),
};

export const contactDoctorSchema = v.object({
  ...requester,
  doctorType: line(2, 'Typ av läkare krävs'),
  message: paragraph(10, 'Meddelande måste vara minst 10 tecken', MESSAGE_MAX_LENGTH),
});

export const pricingRequestSchema = v.object({
  ...requester,
  adType: choice(AD_TYPES, 'Välj typ av annons'),
  message: paragraph(10, 'Meddelande måste vara minst 10 tecken', MESSAGE_MAX_LENGTH),
});

export const postJobRequestSchema = v.object({
  ...requester,
  duration: choice(DURATIONS, 'Välj önskad varaktighet'),
  budget: choice(BUDGETS, 'Ange budget'),
  message: paragraph(20, 'Beskriv er önskade publicering (minst 20 tecken)', MESSAGE_MAX_LENGTH),
});

export type ContactDoctorForm = v.InferOutput<typeof contactDoctorSchema>;
export type PricingRequestForm = v.InferOutput<typeof pricingRequestSchema>;
export type PostJobRequestForm = v.InferOutput<typeof postJobRequestSchema>;

/** The client-generated id that makes a replayed request (offline outbox) count once. */
const idempotencyKey = v.optional(uuid('Ogiltig idempotensnyckel'));

/** Body of send-contact-email: `type` picks the form, unknown keys are dropped. */
export const contactRequestSchema = v.variant(
  'type',
  [
    v.object({
      type: v.literal('contact-doctor'),
      idempotencyKey,
      ...contactDoctorSchema.entries,
    }),
    v.object({
      type: v.literal('pricing-request'),
      idempotencyKey,
      ...pricingRequestSchema.entries,
    }),
    v.object({
      type: v.literal('post-job-request'),
      idempotencyKey,
      ...postJobRequestSchema.entries,
    }),
  ],
  'Okänd typ av förfrågan',
);

export type ContactRequest = v.InferOutput<typeof contactRequestSchema>;
export type ContactRequestInput = v.InferInput<typeof contactRequestSchema>;
