// Random and hostile input to every form schema in supabase/functions/_shared/schemas: parsing
// never throws, a form-shaped input only ever gets the schema's own Swedish messages, and what a
// schema accepts is clean (accepted again unchanged, trimmed, within its limits).
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminBannerSchema } from '../../supabase/functions/_shared/schemas/admin-banner.ts';
import { adminJobSchema } from '../../supabase/functions/_shared/schemas/admin-job.ts';
import {
  applicationSchema,
  contactDoctorSchema,
  contactRequestSchema,
  jobApplicationNoticeSchema,
  postJobRequestSchema,
  pricingRequestSchema,
  signInSchema,
  signUpSchema,
} from '../../supabase/functions/_shared/schemas/index.ts';
import {
  fuzzParameters,
  hostileRecord,
  hostileString,
  hostileValue,
} from '../bench/lib/hostile.ts';

const FORMS = {
  signUp: {
    schema: signUpSchema,
    keys: ['fullName', 'email', 'password', 'confirmPassword', 'phone', 'profession'],
  },
  signIn: { schema: signInSchema, keys: ['email', 'password'] },
  application: { schema: applicationSchema, keys: ['coverLetter'] },
  contactDoctor: {
    schema: contactDoctorSchema,
    keys: ['companyName', 'contactName', 'email', 'phone', 'doctorType', 'message'],
  },
  pricingRequest: {
    schema: pricingRequestSchema,
    keys: ['companyName', 'contactName', 'email', 'phone', 'adType', 'message'],
  },
  postJobRequest: {
    schema: postJobRequestSchema,
    keys: ['companyName', 'contactName', 'email', 'phone', 'duration', 'budget', 'message'],
  },
  adminJob: {
    schema: adminJobSchema,
    keys: [
      'title',
      'employer_name',
      'location',
      'description',
      'requirements',
      'specialty',
      'country',
      'region',
      'salary_currency',
      'benefits',
      'employer_email',
      'expires_on',
      'status',
      'employment_form',
      'working_hours_type',
      'periods',
      'scope_percent',
      'on_call',
      'pay_amount',
      'pay_unit',
      'start_date',
      'apply_by',
      'travel_provided',
      'housing_provided',
      'licence_countries',
      'specialist_level',
      'languages',
    ],
  },
  adminBanner: {
    schema: adminBannerSchema,
    keys: [
      'title',
      'employer_name',
      'description',
      'image_url',
      'link_url',
      'price',
      'position',
      'status',
    ],
  },
} as const;

/** Payload schemas (function bodies), which also take non-form input from any client. */
const PAYLOADS = {
  contactRequest: {
    schema: contactRequestSchema,
    keys: ['type', 'idempotencyKey', ...FORMS.postJobRequest.keys, 'doctorType', 'adType'],
  },
  jobApplicationNotice: {
    schema: jobApplicationNoticeSchema,
    keys: [
      'jobId',
      'applicationId',
      'applicantName',
      'applicantEmail',
      'applicantPhone',
      'coverLetter',
      'jobTitle',
      'employerName',
      'employerEmail',
    ],
  },
} as const;

const ALL = { ...FORMS, ...PAYLOADS };
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is checked
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Every string in a parsed output, with its key. */
function strings(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, inner]) => strings(inner, k));
  }
  return [];
}

describe.each(Object.entries(ALL))('%s schema', (_name, { schema, keys }) => {
  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(hostileValue, hostileRecord(keys), fc.anything()), (input) => {
        expect(() => v.safeParse(schema, input)).not.toThrow();
      }),
      fuzzParameters(150),
    );
  });

  it('accepts only clean values: parsing them again gives the same output', () => {
    fc.assert(
      fc.property(hostileRecord(keys), (input) => {
        const result = v.safeParse(schema, input);
        if (!result.success) return;
        expect(v.safeParse(schema, result.output)).toEqual({ ...result, typed: true });
        for (const [key, text] of strings(result.output)) {
          // Multi-line texts may hold line breaks, never other control characters (a NUL would not
          // even fit in a PostgreSQL text column).
          expect(CONTROL.test(text), `${key}: ${JSON.stringify(text)}`).toBe(false);
          if (!['password', 'confirmPassword'].includes(key)) expect(text).toBe(text.trim());
          expect(text.length).toBeLessThanOrEqual(20_000);
        }
      }),
      fuzzParameters(300),
    );
  });
});

describe.each(Object.entries(FORMS))('%s form', (_name, { schema, keys }) => {
  it('answers any typed-in text with its own Swedish messages, never a generic one', () => {
    const typed = fc.record(Object.fromEntries(keys.map((key) => [key, hostileString])), {
      requiredKeys: [],
    });
    fc.assert(
      fc.property(typed, (input) => {
        const result = v.safeParse(schema, input);
        for (const issue of result.issues ?? []) {
          // valibot's built-in messages are English and start with "Invalid".
          expect(issue.message, JSON.stringify(input).slice(0, 200)).not.toMatch(/^Invalid /);
        }
      }),
      fuzzParameters(300),
    );
  });
});
