// The admin job and banner schemas: spec §5's required fields, safe URLs and prices, in Swedish.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminBannerSchema } from '../../supabase/functions/_shared/schemas/admin-banner.ts';
import { adminJobSchema } from '../../supabase/functions/_shared/schemas/admin-job.ts';
import { fieldErrors } from '../../supabase/functions/_shared/schemas/issues.ts';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.issues);
};

const job = {
  title: 'Allmänläkare',
  employer_name: 'Region Skåne',
  location: 'Malmö',
  description: 'Vårdcentral.',
};
const banner = {
  title: 'Sommarjobb',
  employer_name: 'Region Skåne',
  image_url: '/banners/sommar.png',
  price: 99,
};

describe('admin job form', () => {
  it('requires title, employer, location and description, blank counts as empty', () => {
    expect(errorsOf(adminJobSchema, { title: '  ' })).toEqual({
      title: 'Titel krävs',
      employer_name: 'Arbetsgivare krävs',
      location: 'Plats krävs',
      description: 'Beskrivning krävs',
    });
  });

  it('defaults to a draft and turns blank optional fields into null', () => {
    expect(
      v.parse(adminJobSchema, {
        ...job,
        requirements: ' ',
        specialty: '',
        region: '',
        working_hours_type: '',
        pay_amount: '',
      }),
    ).toMatchObject({
      status: 'draft',
      requirements: null,
      specialty: null,
      country: 'SE',
      region: null,
      salary_currency: 'SEK',
      working_hours_type: null,
      pay_amount: null,
      pay_unit: 'month',
      employment_form: null,
      licence_countries: [],
      languages: [],
    });
  });

  it('refuses a last day of publication before the ad is (or was) published, on that field', () => {
    const published = { ...job, status: 'published' };
    expect(
      errorsOf(adminJobSchema, {
        ...published,
        expires_on: '2026-11-19',
        published_on: '2026-11-20',
      }),
    ).toEqual({
      expires_on: 'Sista publiceringsdag kan inte vara före publiceringsdagen (2026-11-20)',
    });
    // Published now: the day must not have passed.
    expect(errorsOf(adminJobSchema, { ...published, expires_on: '2020-01-31' })).toEqual({
      expires_on: 'Sista publiceringsdag kan inte ha passerat när jobbet publiceras',
    });
    // The day itself is fine, and a draft is not checked (its period starts when published).
    expect(
      errorsOf(adminJobSchema, {
        ...published,
        expires_on: '2026-11-20',
        published_on: '2026-11-20',
      }),
    ).toEqual({});
    expect(errorsOf(adminJobSchema, { ...job, expires_on: '2020-01-31' })).toEqual({});
  });

  it('ends the ad on its last day to apply, later or earlier than the expiry typed', () => {
    const published = { ...job, status: 'published', published_on: '2026-11-20' };
    // Issue 44: ending 2026-12-29, open for applications until 2027-01-15.
    expect(
      v.parse(adminJobSchema, { ...published, expires_on: '2026-12-29', apply_by: '2027-01-15' }),
    ).toMatchObject({ expires_on: '2027-01-15', apply_by: '2027-01-15' });
    expect(
      v.parse(adminJobSchema, { ...published, expires_on: '2026-12-29', apply_by: '2026-12-10' }),
    ).toMatchObject({ expires_on: '2026-12-10' });
    // No last day: the expiry typed stands.
    expect(v.parse(adminJobSchema, { ...published, expires_on: '2026-12-29' })).toMatchObject({
      expires_on: '2026-12-29',
      apply_by: null,
    });
  });

  it('refuses unknown choices, negative or fractional salaries and a bad e-mail', () => {
    expect(
      errorsOf(adminJobSchema, {
        ...job,
        specialty: 'trolldom',
        employment_form: 'Sommar',
        working_hours_type: 'halvtid',
        country: 'FI',
        salary_currency: 'EUR',
        pay_amount: -1,
        employer_email: 'nej',
      }),
    ).toEqual({
      specialty: 'Välj en specialitet i listan',
      employment_form: 'Välj en anställningsform i listan',
      working_hours_type: 'Välj heltid eller deltid',
      country: 'Välj Sverige, Norge eller Danmark',
      salary_currency: 'Välj SEK, NOK eller DKK',
      pay_amount: 'Lönen kan inte vara negativ',
      employer_email: 'Ogiltig e-postadress för arbetsgivaren',
    });
    expect(errorsOf(adminJobSchema, { ...job, pay_amount: 55000.5 })).toEqual({
      pay_amount: 'Lönen måste vara ett heltal',
    });
  });

  it('has one Anställningsform, and an Omfattning that agrees with its percentage', () => {
    // The spec's job type is derived by the database: the form does not ask for it.
    expect(v.parse(adminJobSchema, { ...job, job_type: 'Heltid' })).not.toHaveProperty('job_type');
    expect(
      errorsOf(adminJobSchema, { ...job, working_hours_type: 'heltid', scope_percent: '80' }),
    ).toEqual({ scope_percent: 'Heltid är 100 %: välj deltid för en lägre omfattning' });
    expect(
      errorsOf(adminJobSchema, { ...job, working_hours_type: 'deltid', scope_percent: '100' }),
    ).toEqual({ scope_percent: 'Deltid är under 100 %: välj heltid eller en lägre omfattning' });
    expect(
      v.parse(adminJobSchema, {
        ...job,
        employment_form: 'stafett',
        working_hours_type: 'deltid',
        scope_percent: '80',
      }),
    ).toMatchObject({
      employment_form: 'stafett',
      working_hours_type: 'deltid',
      scope_percent: 80,
    });
  });
});

describe('admin job form: the terms of a locum assignment', () => {
  it('takes periods, scope, on-call, an hourly rate and requirements', () => {
    expect(
      v.parse(adminJobSchema, {
        ...job,
        employment_form: 'stafett',
        periods: [
          { start: '2027-03-01', end: '' },
          { start: '2027-01-11', end: '2027-02-07' },
        ],
        scope_percent: '80',
        on_call: 'included',
        pay_amount: '1200',
        pay_unit: 'hour',
        licence_countries: ['SE'],
        languages: [{ language: 'svenska', level: 'C1' }],
      }),
    ).toMatchObject({
      // In order of start; a blank end is a period that runs on.
      periods: [
        { start: '2027-01-11', end: '2027-02-07' },
        { start: '2027-03-01', end: null },
      ],
      scope_percent: 80,
      pay_amount: 1200,
      pay_unit: 'hour',
    });
  });

  it('refuses an end before the start, a scope outside 1–100, an unknown unit or level', () => {
    expect(
      errorsOf(adminJobSchema, {
        ...job,
        periods: [
          { start: '2027-01-11', end: '2027-01-24' },
          { start: '2027-02-01', end: '2027-01-31' },
        ],
      }),
    ).toEqual({ 'periods.1.end': 'Periodens slut ligger före dess start' });
    expect(
      errorsOf(adminJobSchema, {
        ...job,
        periods: [
          { start: '2027-01-11', end: '' },
          { start: '2027-02-01', end: '2027-02-14' },
        ],
      }),
    ).toEqual({ periods: 'Perioderna överlappar varandra' });
    expect(errorsOf(adminJobSchema, { ...job, periods: [{ start: '', end: '' }] })).toEqual({
      'periods.0.start': 'Ange periodens första dag',
    });
    expect(
      errorsOf(adminJobSchema, {
        ...job,
        scope_percent: 120,
        pay_unit: 'year',
        languages: [{ language: 'svenska', level: 'C3' }],
      }),
    ).toEqual({
      scope_percent: 'Omfattningen måste vara mellan 1 och 100 %',
      pay_unit: 'Välj timme, dag, vecka eller månad',
      'languages.0.level': 'Välj en nivå A1–C2',
    });
  });
});

describe('admin job form: specialty and place', () => {
  it('saves the spec’s old sector pediatrik as barn- och ungdomsmedicin', () => {
    expect(v.parse(adminJobSchema, { ...job, specialty: 'pediatrik' })).toMatchObject({
      specialty: 'barn- och ungdomsmedicin',
    });
  });

  it('refuses a region outside the chosen country', () => {
    expect(errorsOf(adminJobSchema, { ...job, country: 'SE', region: 'Troms' })).toEqual({
      region: 'Regionen ligger inte i det valda landet',
    });
    expect(
      v.parse(adminJobSchema, { ...job, country: 'NO', region: 'Troms', salary_currency: 'NOK' }),
    ).toMatchObject({ country: 'NO', region: 'Troms', salary_currency: 'NOK' });
  });
});

describe('admin banner form', () => {
  it('names the largest price the column holds when a price is too high', () => {
    expect(errorsOf(adminBannerSchema, { ...banner, price: 100_000_000 })).toEqual({
      price: 'Priset är för högt (högst 99 999 999,99 kr)',
    });
    expect(errorsOf(adminBannerSchema, { ...banner, price: 99_999_999.99 })).toEqual({});
  });

  it('requires title, employer, image and price; position top and draft by default', () => {
    expect(errorsOf(adminBannerSchema, { price: '' })).toEqual({
      title: 'Titel krävs',
      employer_name: 'Arbetsgivare krävs',
      image_url: 'Bild-URL krävs',
      price: 'Pris krävs',
    });
    expect(v.parse(adminBannerSchema, banner)).toMatchObject({
      position: 'top',
      status: 'draft',
      link_url: null,
    });
  });

  it('refuses a negative, non-numeric or sub-öre price and accepts 0.01 steps', () => {
    expect(errorsOf(adminBannerSchema, { ...banner, price: -5 }).price).toBe(
      'Priset kan inte vara negativt',
    );
    expect(errorsOf(adminBannerSchema, { ...banner, price: 'gratis' }).price).toBe(
      'Priset måste vara ett tal',
    );
    expect(errorsOf(adminBannerSchema, { ...banner, price: 1.005 }).price).toBe(
      'Priset kan ha högst två decimaler',
    );
    expect(v.parse(adminBannerSchema, { ...banner, price: '149,50' }).price).toBe(149.5);
  });

  it('allows only https:// or a root path for the image and https:// for the link', () => {
    const bad = errorsOf(adminBannerSchema, {
      ...banner,
      image_url: 'javascript:alert(1)',
      link_url: 'javascript:alert(1)',
    });
    expect(bad).toEqual({
      image_url: 'Bild-URL måste börja med https:// eller / (en sökväg på webbplatsen)',
      link_url: 'Länken måste vara en adress som börjar med https://',
    });
    for (const image_url of [
      '//evil.example/x.png',
      'http://x.se/a.png',
      'http://127.0.0.1.evil.example/a.png',
      'data:image/png;base64,AA',
    ]) {
      expect(errorsOf(adminBannerSchema, { ...banner, image_url }).image_url).toBeDefined();
    }
    // An image uploaded to the local stand-in's Storage: http on the loopback host.
    expect(
      errorsOf(adminBannerSchema, {
        ...banner,
        image_url: 'http://127.0.0.1:54321/storage/v1/object/public/banner-images/a.png',
      }),
    ).toEqual({});
    expect(
      errorsOf(adminBannerSchema, { ...banner, link_url: 'http://x.se' }).link_url,
    ).toBeDefined();
    expect(
      errorsOf(adminBannerSchema, {
        ...banner,
        image_url: 'https://cdn.example/a.png',
        link_url: 'https://x.se/jobb',
      }),
    ).toEqual({});
  });
});
