// The three employer request forms: validation messages of spec §5 after real typing, the payload
// sent to send-contact-email, the sending state, the reset and both toasts of spec §8.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { API_URL, serviceClient } from '../support/e2e-env';
import { messagesTo } from '../support/mail-sink';

const FUNCTION_URL = '**/functions/v1/send-contact-email';

interface FormCase {
  path: string;
  formName: string;
  type: string;
  /** Labels of the fields only this form has. */
  ownFields: string[];
}

const contactDoctor: FormCase = {
  path: '/contact-doctor',
  formName: 'Förfrågan om läkare',
  type: 'contact-doctor',
  ownFields: ['Typ av läkare'],
};
const pricing: FormCase = {
  path: '/pricing',
  formName: 'Offertförfrågan',
  type: 'pricing-request',
  ownFields: ['Typ av annons'],
};
const postJob: FormCase = {
  path: '/post-job',
  formName: 'Publicera jobb',
  type: 'post-job-request',
  ownFields: ['Önskad varaktighet', 'Budget'],
};

async function openForm(page: Page, formCase: FormCase): Promise<Locator> {
  await page.goto(formCase.path);
  const form = page.getByRole('form', { name: formCase.formName });
  await expect(form).toBeVisible();
  return form;
}

/** Types like a person (key by key) and leaves the field, which triggers its validation. */
async function typeAndLeave(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.pressSequentially(text);
  await field.press('Tab');
}

async function fillRequester(form: Locator, company: string): Promise<void> {
  await form.getByLabel('Företagsnamn').fill(company);
  await form.getByLabel('Kontaktperson').fill('  Anna Andersson  ');
  await form.getByLabel('E-post').fill('anna.andersson@example.se');
  await form.getByLabel('Telefon').fill('070-123 45 67');
}

/** The request function answers every submit with this error (the rest passes through). */
async function answerSubmitsWith(page: Page, status: number, body: object): Promise<void> {
  await page.route(FUNCTION_URL, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify(body),
        })
      : route.continue(),
  );
}

/** Fills and sends Förfrågan om läkare; returns the form. */
async function sendContactDoctor(page: Page, message: string): Promise<Locator> {
  const form = await openForm(page, contactDoctor);
  await fillRequester(form, 'Avvisade kliniken AB');
  await form.getByLabel('Typ av läkare').fill('Barnläkare');
  await form.getByLabel('Meddelande').fill(message);
  await form.getByRole('button', { name: 'Skicka förfrågan' }).click();
  return form;
}

const uniqueCompany = (label: string) => `${label} ${Date.now().toString(36)} AB`;

test.describe('validation messages of spec §5 after typing', () => {
  for (const formCase of [contactDoctor, pricing, postJob]) {
    test(`${formCase.path}: company, contact, e-mail and phone`, async ({ page }) => {
      const form = await openForm(page, formCase);
      await typeAndLeave(form.getByLabel('Företagsnamn'), 'A');
      await expect(form.getByText('Företagsnamn krävs')).toBeVisible();
      await typeAndLeave(form.getByLabel('Kontaktperson'), 'B');
      await expect(form.getByText('Kontaktperson krävs')).toBeVisible();
      await typeAndLeave(form.getByLabel('E-post'), 'inte-en-adress');
      await expect(form.getByText('Ogiltig email')).toBeVisible();
      await typeAndLeave(form.getByLabel('Telefon'), '0701');
      await expect(form.getByText('Telefonnummer krävs')).toBeVisible();

      // Corrected input clears the message.
      await typeAndLeave(form.getByLabel('Företagsnamn'), 'B Vård');
      await expect(form.getByText('Företagsnamn krävs')).toHaveCount(0);
    });
  }

  test('/contact-doctor: doctor type and message', async ({ page }) => {
    const form = await openForm(page, contactDoctor);
    await typeAndLeave(form.getByLabel('Typ av läkare'), 'X');
    await expect(form.getByText('Typ av läkare krävs')).toBeVisible();
    await typeAndLeave(form.getByLabel('Meddelande'), 'För kort');
    await expect(form.getByText('Meddelande måste vara minst 10 tecken')).toBeVisible();
    await expect(form.getByLabel('Meddelande')).toHaveAttribute('rows', '6');
  });

  test('/pricing: ad type and message', async ({ page }) => {
    const form = await openForm(page, pricing);
    await typeAndLeave(form.getByLabel('Meddelande'), 'Kort text');
    await expect(form.getByText('Meddelande måste vara minst 10 tecken')).toBeVisible();
    await expect(form.getByLabel('Meddelande')).toHaveAttribute('rows', '6');
    await form.getByRole('button', { name: 'Skicka förfrågan' }).click();
    await expect(form.getByText('Välj typ av annons')).toBeVisible();
  });

  test('/post-job: duration, budget and the 20-character message', async ({ page }) => {
    const form = await openForm(page, postJob);
    // 19 characters: one short of the minimum.
    await typeAndLeave(form.getByLabel('Meddelande'), 'Nitton tecken här.');
    await expect(form.getByText('Beskriv er önskade publicering (minst 20 tecken)')).toBeVisible();
    await expect(form.getByLabel('Meddelande')).toHaveAttribute('rows', '6');
    await form.getByRole('button', { name: 'Skicka förfrågan' }).click();
    await expect(form.getByText('Välj önskad varaktighet')).toBeVisible();
    await expect(form.getByText('Ange budget')).toBeVisible();
  });

  test('every field is marked required', async ({ page }) => {
    for (const formCase of [contactDoctor, pricing, postJob]) {
      const form = await openForm(page, formCase);
      const labels = ['Företagsnamn', 'Kontaktperson', 'E-post', 'Telefon', 'Meddelande'];
      for (const label of [...labels, ...formCase.ownFields]) {
        await expect(form.getByLabel(label)).toHaveAttribute('aria-required', 'true');
      }
    }
  });

  for (const formCase of [contactDoctor, pricing, postJob]) {
    test(`${formCase.path}: a refused submit moves the focus to the first field to fix`, async ({
      page,
    }) => {
      const form = await openForm(page, formCase);
      const submit = form.getByRole('button', { name: 'Skicka förfrågan' });
      await submit.click();
      await expect(form.getByLabel('Företagsnamn')).toBeFocused();
      // Then the first field still wrong, in the form's order.
      await form.getByLabel('Företagsnamn').fill('Testkliniken AB');
      await form.getByLabel('Kontaktperson').fill('Anna Andersson');
      await submit.click();
      await expect(form.getByLabel('E-post')).toBeFocused();
    });
  }

  test('an invalid form sends nothing', async ({ page }) => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/send-contact-email')) sent += 1;
    });
    const form = await openForm(page, contactDoctor);
    await form.getByRole('button', { name: 'Skicka förfrågan' }).click();
    await expect(form.getByText('Företagsnamn krävs')).toBeVisible();
    await expect(form.getByText('Meddelande måste vara minst 10 tecken')).toBeVisible();
    expect(sent).toBe(0);
  });
});

test.describe('submitting', () => {
  test('/contact-doctor: sends the fields, shows Skickar... while sending, thanks and resets', async ({
    page,
  }) => {
    const form = await openForm(page, contactDoctor);
    const company = uniqueCompany('Testkliniken');
    await fillRequester(form, company);
    await form.getByLabel('Typ av läkare').fill('Specialist i allmänmedicin');
    await form
      .getByLabel('Meddelande')
      .fill('Vi söker en läkare till vår vårdcentral från januari.');

    // Hold the request until the sending state has been seen, then let it through to the stand-in.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(FUNCTION_URL, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const requestSent = page.waitForRequest(
      (request) =>
        request.url().includes('/functions/v1/send-contact-email') && request.method() === 'POST',
    );

    await form.getByRole('button', { name: 'Skicka förfrågan' }).click();
    const sending = form.getByRole('button', { name: 'Skickar...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    const body = (await requestSent).postDataJSON() as Record<string, unknown>;
    release();

    expect(body).toMatchObject({
      type: 'contact-doctor',
      companyName: company,
      contactName: 'Anna Andersson',
      email: 'anna.andersson@example.se',
      phone: '070-123 45 67',
      doctorType: 'Specialist i allmänmedicin',
      message: 'Vi söker en läkare till vår vårdcentral från januari.',
    });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(body).sort()).toEqual(
      [
        'companyName',
        'contactName',
        'doctorType',
        'email',
        'idempotencyKey',
        'message',
        'phone',
        'type',
      ].sort(),
    );

    await expect(page.getByText('Tack för din förfrågan!')).toBeVisible();
    await expect(page.getByText('Vi kontaktar dig inom kort.')).toBeVisible();
    // Beyond the spec's toast, which fades: a confirmation that stays, names where the answer
    // goes and takes the focus, in place of the form (no blank form inviting a
    // second send), with the way to a new request.
    const notice = page.getByRole('status').filter({ hasText: 'Vi har tagit emot er förfrågan' });
    await expect(notice).toContainText('Vi svarar till anna.andersson@example.se');
    await expect(notice).toBeFocused();
    await expect(form).toHaveCount(0);
    await page.getByRole('button', { name: 'Skicka en ny förfrågan' }).click();
    await expect(form.getByLabel('Företagsnamn')).toHaveValue('');
    await expect(form.getByLabel('Meddelande')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Skicka förfrågan' })).toBeEnabled();
    await expect(notice).toHaveCount(0);

    // The request really reached the backend: stored once under its idempotency key.
    const { data, error } = await serviceClient()
      .from('contact_requests')
      .select('id, type, company_name, details')
      .eq('company_name', company);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: body.idempotencyKey,
        type: 'contact-doctor',
        company_name: company,
        details: { doctorType: 'Specialist i allmänmedicin' },
      },
    ]);
    // The employer's copy, queued with the request, in their inbox.
    await expect
      .poll(async () =>
        (await messagesTo(API_URL, 'anna.andersson@example.se')).some(
          (mail) =>
            mail.subject === 'Vi har tagit emot er förfrågan: Söker en läkare' &&
            mail.text.includes(company),
        ),
      )
      .toBe(true);
  });

  test('/pricing: the Swedish ad-type label sends its value', async ({ page }) => {
    const form = await openForm(page, pricing);
    const company = uniqueCompany('Prisfrågan');
    await fillRequester(form, company);
    await form.getByLabel('Typ av annons').selectOption({ label: 'Både jobbannons och banner' });
    await form.getByLabel('Meddelande').fill('Vi vill synas under hela våren.');
    const requestSent = page.waitForRequest(
      (request) =>
        request.url().includes('/functions/v1/send-contact-email') && request.method() === 'POST',
    );
    await form.getByRole('button', { name: 'Skicka förfrågan' }).click();
    const body = (await requestSent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'pricing-request', companyName: company, adType: 'both' });
    expect(body).not.toHaveProperty('doctorType');
    await expect(page.getByText('Tack för din förfrågan!')).toBeVisible();
    await page.getByRole('button', { name: 'Skicka en ny förfrågan' }).click();
    await expect(form.getByLabel('Typ av annons')).toHaveValue('');
  });

  for (const width of [390, 1440]) {
    test(`at ${width} px /post-job: the budget names a product per 30 days, the total follows the duration, the labels send their values; the confirmation stays in view and the copy arrives`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const form = await openForm(page, postJob);
      const company = uniqueCompany('Publiceringen');
      await fillRequester(form, company);
      await expect(
        form.getByText('Välj varaktighet och budget så visas totalpriset här.'),
      ).toBeVisible();
      await form.getByLabel('Önskad varaktighet').selectOption({ label: '60 dagar' });
      await form.getByLabel('Budget').selectOption({ label: 'Jobbannons – 14 900 kr / 30 dagar' });
      await expect(form.getByText('Totalt: 29 800 kr exkl. moms för 60 dagar')).toBeVisible();
      await form.getByLabel('Önskad varaktighet').selectOption({ label: 'Annan varaktighet' });
      await expect(form.getByText('Totalt: vi återkommer med ett pris')).toBeVisible();
      await form.getByLabel('Önskad varaktighet').selectOption({ label: '60 dagar' });
      await form
        .getByLabel('Budget')
        .selectOption({ label: 'Jobbannons och banner – 34 800 kr / 30 dagar' });
      await expect(form.getByText('Totalt: 69 600 kr exkl. moms för 60 dagar')).toBeVisible();
      await form
        .getByLabel('Meddelande')
        .fill('Vi vill publicera en annons för en överläkare i kirurgi.');
      const requestSent = page.waitForRequest(
        (request) =>
          request.url().includes('/functions/v1/send-contact-email') && request.method() === 'POST',
      );
      await form.getByRole('button', { name: 'Skicka förfrågan' }).click();
      const body = (await requestSent).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({
        type: 'post-job-request',
        companyName: company,
        duration: '60-days',
        budget: '34800',
      });
      await expect(page.getByText('Tack för din förfrågan!')).toBeVisible();
      await expect(page.getByText('Vi kontaktar dig inom kort.')).toBeVisible();
      const notice = page.getByRole('status').filter({ hasText: 'Vi har tagit emot er förfrågan' });
      await expect(notice).toContainText('Vi svarar till anna.andersson@example.se');
      await expect(notice).toBeFocused();
      await expect(notice).toBeInViewport();
      await expect(form).toHaveCount(0);
      await expect
        .poll(async () =>
          (await messagesTo(API_URL, 'anna.andersson@example.se')).some(
            (mail) =>
              mail.subject.startsWith('Vi har tagit emot er förfrågan') &&
              mail.text.includes(company),
          ),
        )
        .toBe(true);
    });
  }

  test('a field the server refuses gets its message and the focus', async ({ page }) => {
    await answerSubmitsWith(page, 400, {
      error: 'Ogiltig email',
      fields: { email: 'Ogiltig email' },
    });
    const form = await sendContactDoctor(page, 'E-postadressen avvisas av servern.');

    await expect(form.getByText('Ogiltig email')).toBeVisible();
    await expect(form.getByLabel('E-post')).toBeFocused();
  });

  for (const [status, what] of [
    [400, 'a refused request'],
    [500, 'a server error'],
  ] as const) {
    test(`${what} (${status}) shows Något gick fel. Försök igen senare. and keeps the input`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      // The server answers, with an error: a failure to show (spec §8), not a send for later.
      await answerSubmitsWith(page, status, { error: 'Ogiltig förfrågan' });
      const form = await sendContactDoctor(page, 'Detta meddelande kommer att avvisas.');

      await expect(page.getByText('Något gick fel. Försök igen senare.')).toBeVisible();
      await expect(page.getByText('Tack för din förfrågan!')).toHaveCount(0);
      await expect(page.getByText('Förfrågan sparad i utkorgen')).toHaveCount(0);
      await expect(form.getByLabel('Företagsnamn')).toHaveValue('Avvisade kliniken AB');
      await expect(form.getByRole('button', { name: 'Skicka förfrågan' })).toBeEnabled();
      expect(errors.some((text) => text.includes('kunde inte skickas'))).toBe(true);

      // Nothing waits on the device; the kept values go through once the server takes them.
      await page.unroute(FUNCTION_URL);
      await form.getByRole('button', { name: 'Skicka förfrågan' }).click();
      await expect(page.getByText('Tack för din förfrågan!')).toBeVisible();
      await page.goto('/outbox');
      await expect(page.getByText('Avvisade kliniken AB')).toHaveCount(0);
    });
  }
});

test('an ordinary online send never shows the outbox count in a phone header', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const form = await openForm(page, contactDoctor);
  // The header watches the outbox once the page is idle (useLocalCount): let it start.
  await page.waitForTimeout(3500);
  await page.evaluate(() => {
    const seen = { count: false };
    (window as unknown as { __outboxCountSeen: typeof seen }).__outboxCountSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="header-outbox-count"]')) seen.count = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await fillRequester(form, uniqueCompany('Ingen kö'));
  await form.getByLabel('Typ av läkare').fill('Barnläkare');
  await form.getByLabel('Meddelande').fill('En vanlig förfrågan som går fram direkt.');
  await form.getByRole('button', { name: 'Skicka förfrågan' }).click();
  await expect(page.getByText('Tack för din förfrågan!')).toBeVisible();
  await page.waitForTimeout(500);
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { __outboxCountSeen: { count: boolean } }).__outboxCountSeen.count,
    ),
  ).toBe(false);
});
