// Random and hostile requests to every endpoint the app uses on the stand-in: REST reads with
// arbitrary filters, application inserts and profile updates by a job seeker, writes by a visitor,
// auth bodies, and the two public functions' payloads. No answer is a 5xx, and afterwards the
// database holds nothing the rules forbid.
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactRequestSchema,
  PROFESSIONS,
} from '../../supabase/functions/_shared/schemas/index.ts';
import {
  fuzzParameters,
  hostileRecord,
  hostileString,
  hostileValue,
  mostlyValid,
} from '../bench/lib/hostile.ts';
import { type Api, apiHeaders, applicationRow, type Seeker } from '../bench/lib/seekers.ts';
import type { StandIn } from '../support/standin';
import { startTrafficStandIn } from './traffic-harness';

let standIn: StandIn;
let api: Api;
let seeker: Seeker;
let jobIds: string[];

beforeAll(async () => {
  let seekers: Seeker[];
  ({ standIn, seekers, jobIds } = await startTrafficStandIn({
    seekers: 1,
    jobs: 5,
    env: {
      RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
      FUNCTIONS_RATE_LIMIT_PER_ADDRESS: '100000',
      FUNCTIONS_RATE_LIMIT_PER_USER: '100000',
    },
  }));
  api = standIn;
  [seeker] = seekers as [Seeker];
});

afterAll(async () => {
  await standIn?.stop();
});

/** Sends a request; a 5xx fails the property with what was sent. */
async function send(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${api.url}${path}`, init);
  if (response.status >= 500) {
    throw new Error(
      `${init.method ?? 'GET'} ${path} ${String(init.body ?? '').slice(0, 300)} → ${response.status} ${await response.text()}`,
    );
  }
  return response;
}

async function serviceRead<T>(path: string): Promise<T[]> {
  const response = await fetch(`${api.url}/rest/v1/${path}`, {
    headers: apiHeaders(api, api.serviceRoleKey),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T[];
}

/** A JSON body: usually an object, sometimes anything else (or not JSON at all). */
const body = (keys: readonly string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: hostileRecord(keys).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: hostileString },
  );

const TABLES = [
  'jobs',
  'banners',
  'settings',
  'user_roles',
  'job_seeker_profiles',
  'job_applications',
  'contact_requests',
  'private_settings',
  'outgoing_emails',
  'nonexistent',
];
const COLUMNS = [
  'id',
  'title',
  'status',
  'published_at',
  'expires_at',
  'created_at',
  'user_id',
  'role',
  'job_id',
  'price',
  'description',
  'location',
];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'is',
  'in',
  'cs',
  'cd',
  'fts',
  'plfts',
  'not.eq',
  'not.in',
  'match',
  'imatch',
  'isdistinct',
];

const readQuery = fc.record({
  table: fc.constantFrom(...TABLES),
  asSeeker: fc.boolean(),
  params: fc.array(
    fc.oneof(
      fc.tuple(
        fc.constant('select'),
        fc.oneof(
          fc.constantFrom(
            '*',
            'id',
            'id,title',
            'jobs(title)',
            'id,jobs(*)',
            '*,banners(*)',
            'count',
          ),
          hostileString,
        ),
      ),
      fc.tuple(
        fc.constantFrom(...COLUMNS),
        fc
          .tuple(fc.constantFrom(...OPERATORS), hostileString)
          .map(([op, value]) => `${op}.${value}`),
      ),
      fc.tuple(hostileString, hostileString),
      fc.tuple(
        fc.constant('order'),
        fc.oneof(fc.constantFrom('published_at.desc', 'title.asc.nullslast', 'id'), hostileString),
      ),
      fc.tuple(
        fc.constantFrom('limit', 'offset'),
        fc.oneof(fc.integer().map(String), hostileString),
      ),
      fc.tuple(
        fc.constantFrom('or', 'and'),
        hostileString.map((inner) => `(${inner})`),
      ),
    ),
    { maxLength: 4 },
  ),
});

describe('REST', () => {
  it('answers any read, however malformed, without a 5xx and in PostgREST shape', async () => {
    await fc.assert(
      fc.asyncProperty(readQuery, async ({ table, asSeeker, params }) => {
        const query = new URLSearchParams(params as [string, string][]);
        const response = await send(`/rest/v1/${table}?${query}`, {
          headers: apiHeaders(api, asSeeker ? seeker.token : api.anonKey),
        });
        if (response.status >= 400) expect(await response.json()).toHaveProperty('message');
      }),
      fuzzParameters(150),
    );
  });

  it("stores a job seeker's application only when it is valid, and exactly those", async () => {
    const accepted: string[] = [];
    const application = fc
      .tuple(fc.constantFrom(...jobIds), fc.uuid({ version: 4 }))
      .chain(([jobId, id]) => mostlyValid(applicationRow(id, seeker, jobId)));
    await fc.assert(
      fc.asyncProperty(application, async (row) => {
        const response = await send('/rest/v1/job_applications', {
          method: 'POST',
          headers: { ...apiHeaders(api, seeker.token), Prefer: 'return=representation' },
          body: JSON.stringify(row),
        });
        // Without an id in the body the database makes one: take the stored row's.
        if (response.status === 201) {
          accepted.push(...((await response.json()) as { id: string }[]).map((r) => r.id));
        } else expect(response.status).toBeGreaterThanOrEqual(400);
      }),
      fuzzParameters(80),
    );
    const stored = await serviceRead<Record<string, string>>(
      `job_applications?select=*&applicant_id=eq.${seeker.id}`,
    );
    expect(accepted.length).toBeGreaterThan(0);
    expect(stored.map((row) => row.id).sort()).toEqual(accepted.sort());
    for (const row of stored) {
      expect(row.applicant_id).toBe(seeker.id);
      expect(row.status).toBe('pending');
      expect(jobIds).toContain(row.job_id);
      expect(row.cover_letter?.trim()).not.toBe('');
      expect(row.applicant_name?.trim()).not.toBe('');
      expect(row.applicant_email).toMatch(/^[^\s@]+@[^\s@]+$/);
    }
  });

  it('lets a job seeker change only their own name, phone and profession', async () => {
    const update = hostileRecord(['full_name', 'phone', 'profession', 'email', 'user_id', 'id']);
    await fc.assert(
      fc.asyncProperty(update, fc.boolean(), async (fields, ownRow) => {
        await send(
          `/rest/v1/job_seeker_profiles?user_id=eq.${ownRow ? seeker.id : crypto.randomUUID()}`,
          {
            method: 'PATCH',
            headers: apiHeaders(api, seeker.token),
            body: JSON.stringify(fields),
          },
        );
      }),
      fuzzParameters(60),
    );
    const [profile] = await serviceRead<Record<string, string | null>>(
      `job_seeker_profiles?select=*&user_id=eq.${seeker.id}`,
    );
    expect(profile?.email).toBe(seeker.email);
    expect(profile?.profession === null || PROFESSIONS.includes(profile?.profession as never)).toBe(
      true,
    );
  });

  it('refuses every write by a visitor and changes nothing', async () => {
    const before = JSON.stringify(await serviceRead('jobs?select=*&order=id'));
    const write = fc.record({
      table: fc.constantFrom('jobs', 'banners', 'settings', 'job_applications', 'user_roles'),
      method: fc.constantFrom('POST', 'PATCH', 'DELETE'),
      payload: body([
        'id',
        'title',
        'employer_name',
        'location',
        'description',
        'status',
        'provider_name',
      ]),
    });
    await fc.assert(
      fc.asyncProperty(write, async ({ table, method, payload }) => {
        const response = await send(
          `/rest/v1/${table}${method === 'POST' ? '' : '?id=not.is.null'}`,
          {
            method,
            headers: { ...apiHeaders(api), Prefer: 'return=representation' },
            body: method === 'DELETE' ? undefined : payload,
          },
        );
        // PATCH and DELETE through RLS may also "succeed" on zero visible-and-writable rows.
        if (response.status < 300) expect(await response.json()).toEqual([]);
      }),
      fuzzParameters(60),
    );
    expect(JSON.stringify(await serviceRead('jobs?select=*&order=id'))).toBe(before);
  });
});

describe('Auth', () => {
  it('answers any sign-up or sign-in body without a 5xx and stores only valid accounts', async () => {
    const profilesBefore = (await serviceRead('job_seeker_profiles?select=id')).length;
    let signedUp = 0;
    const signUp = fc.record({
      email: fc.oneof(hostileString, fc.emailAddress()),
      password: fc.oneof(hostileString, fc.constant('Hemligt123!')),
      data: hostileRecord(['full_name', 'phone', 'profession', 'user_type']),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          signUp.map((b) => JSON.stringify(b)),
          body(['email', 'password', 'data']),
        ),
        fc.constantFrom(
          'signup',
          'token?grant_type=password',
          'token?grant_type=refresh_token',
          'token?grant_type=nonsense',
        ),
        async (payload, path) => {
          const response = await send(`/auth/v1/${path}`, {
            method: 'POST',
            headers: apiHeaders(api),
            body: payload,
          });
          if (path === 'signup' && response.status === 200) signedUp += 1;
          else if (response.status !== 200) expect(response.status).toBeGreaterThanOrEqual(400);
        },
      ),
      fuzzParameters(60),
    );
    const profiles = await serviceRead<Record<string, string | null>>(
      'job_seeker_profiles?select=*',
    );
    expect(signedUp).toBeGreaterThan(0);
    expect(profiles.length - profilesBefore).toBe(signedUp);
    for (const profile of profiles) {
      expect(profile.email).toMatch(/^[^\s@]+@[^\s@]+$/);
      expect(profile.profession === null || PROFESSIONS.includes(profile.profession as never)).toBe(
        true,
      );
    }
  });
});

describe('Functions', () => {
  const requester = {
    companyName: 'Region Skåne',
    contactName: 'Anna Berg',
    email: 'anna@example.se',
    phone: '040-123456',
    message: 'Vi behöver en allmänläkare till vårdcentralen i sommar.',
  };
  const contactRequest = fc
    .oneof(
      mostlyValid({ type: 'contact-doctor', ...requester, doctorType: 'Allmänläkare' }),
      mostlyValid({ type: 'pricing-request', ...requester, adType: 'banner' }),
      mostlyValid({ type: 'post-job-request', ...requester, duration: '30-days', budget: '14900' }),
      hostileRecord(['type', 'companyName', 'email', 'message']),
    )
    .map((payload) => JSON.stringify(payload));

  it('send-contact-email stores a request only when the form is valid', async () => {
    let stored200 = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(contactRequest, body(['type', 'email'])), async (payload) => {
        const response = await send('/functions/v1/send-contact-email', {
          method: 'POST',
          headers: apiHeaders(api),
          body: payload,
        });
        if (response.status === 200) stored200 += 1;
        else expect(response.status).toBeGreaterThanOrEqual(400);
      }),
      fuzzParameters(40),
    );
    expect(stored200).toBeGreaterThan(0);
    // Every stored request reads back as a valid form of its type.
    const stored = await serviceRead<Record<string, unknown>>('contact_requests?select=*');
    expect(stored.length).toBe(stored200);
    for (const row of stored) {
      const form = {
        type: row.type,
        companyName: row.company_name,
        contactName: row.contact_name,
        email: row.email,
        phone: row.phone,
        message: row.message,
        ...(row.details as object),
      };
      expect(v.safeParse(contactRequestSchema, form).issues, JSON.stringify(form)).toBeUndefined();
    }
  });

  it('send-job-application answers any payload without a 5xx', async () => {
    const notice = hostileRecord([
      'jobId',
      'applicationId',
      'applicantName',
      'applicantEmail',
      'coverLetter',
      'employerEmail',
    ]);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          notice.map((b) => JSON.stringify(b)),
          hostileString,
        ),
        fc.boolean(),
        async (payload, signedIn) => {
          const response = await send('/functions/v1/send-job-application', {
            method: 'POST',
            headers: apiHeaders(api, signedIn ? seeker.token : api.anonKey),
            body: payload,
          });
          expect(response.status === 200 || response.status >= 400).toBe(true);
        },
      ),
      fuzzParameters(30),
    );
  });
});
