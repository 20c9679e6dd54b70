// axe-core on the states a route sweep does not reach (every route of the route tree is in
// a11y-routes.spec.ts, the admin routes and dialogs in admin-a11y.spec.ts): open dialogs, forms
// showing their messages, and the employer pages' variants.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { createJobSeeker, signInThroughUi, type TestUser } from '../support/e2e-accounts';
import { insertJob } from '../support/e2e-data';

// The application dialog: with the phone menu at the end of this file, at both widths.
test('the profile form has no serious violations', async ({ page }) => {
  const user = await createJobSeeker('a11y');
  await signInThroughUi(page, user);
  await page.goto('/profile');
  await expect(page.getByRole('form', { name: 'Min profil' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a toast with a title and a message, failure and success, has no serious violations', async ({
  page,
}) => {
  // Two scans, the second of the whole job list it lands on: slow on a loaded 2-core machine.
  test.slow();
  const user = await createJobSeeker('a11y-toast');
  await page.goto('/signin?flik=logga-in');
  const form = page.getByRole('form', { name: 'Logga in' });
  await form.getByLabel('E-post').fill(user.email);
  await form.getByLabel('Lösenord', { exact: true }).fill('FelLösenord999!');
  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Inloggning misslyckades')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await form.getByLabel('Lösenord', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Inloggning lyckades!')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a request form with its validation messages shown has no serious violations', async ({
  page,
}) => {
  await page.goto('/post-job');
  await page.getByRole('button', { name: 'Skicka förfrågan' }).click();
  await expect(page.getByText('Ange budget')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

for (const width of [390, 1440]) {
  test(`an employer without contact details and an unknown employer at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/employer/11', '/employer/999']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
}

test("on a phone, the header's outbox count (a request waiting to be sent) has no violations of any impact", async ({
  page,
}) => {
  test.slow(); // a full axe run on a shared 2-core machine
  await page.setViewportSize({ width: 390, height: 844 });
  // The server cannot be reached for this request: it waits in the outbox.
  await page.route('**/functions/v1/send-contact-email', (route) => route.abort());
  await page.goto('/contact-doctor');
  const form = page.getByRole('form').filter({ has: page.getByLabel('Företagsnamn') });
  await form.getByLabel('Företagsnamn').fill('Testkliniken AB');
  await form.getByLabel('Kontaktperson').fill('Anna Andersson');
  await form.getByLabel('E-post').fill('anna.andersson@example.se');
  await form.getByLabel('Telefon').fill('070-123 45 67');
  await form.getByLabel('Typ av läkare').fill('Specialist i allmänmedicin');
  await form.getByLabel('Meddelande').fill('Vi söker en läkare till vår vårdcentral från januari.');
  await form.getByRole('button', { name: 'Skicka förfrågan' }).click();
  // Issue 50: white on orange.8 was 3.6:1.
  await expect(page.getByTestId('header-outbox-count')).toHaveText('1 väntar');
  expect(await axeViolations(page, { everyImpact: true })).toEqual([]);
});

/** A control's rendered size: what a finger has to hit (WCAG 2.5.5 asks 44 by 44 px). */
async function targetSize(locator: Locator) {
  const box = await locator.boundingBox();
  return { width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) };
}

/** At least 44 px tall (a title that wraps makes its link taller). */
async function expectTouchHeight(locator: Locator) {
  expect((await targetSize(locator)).height).toBeGreaterThanOrEqual(44);
}

/** Writes a letter in the open application dialog and sends it. */
async function sendLetter(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Personligt brev')
    .fill('Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.');
  await dialog.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(page.getByText('Ansökan skickats')).toBeVisible();
}

async function applyTo(page: Page, user: TestUser, jobId: string) {
  await signInThroughUi(page, user);
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: 'Ansök nu' }).filter({ visible: true }).click();
}

/** The two sizes the app is judged at: a phone and a desktop. */
const DEVICES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const;

for (const [device, viewport] of DEVICES) {
  test(`on a ${device}: the apply dialog and the phone menu open have no violations of any impact; 44 px targets, a focus ring, a Swedish password eye`, async ({
    page,
  }) => {
    test.slow(); // three full axe runs and an application on a shared 2-core machine
    await page.setViewportSize(viewport);
    await page.goto('/signin?flik=logga-in');
    const form = page.getByRole('form', { name: 'Logga in' });
    const password = form.getByLabel('Lösenord', { exact: true });
    const eye = form.getByRole('button', { name: 'Visa lösenord' });
    expect(await targetSize(eye)).toEqual({ width: 44, height: 44 });
    await password.fill('Hemligt123!');
    await eye.click();
    await expect(password).toHaveAttribute('type', 'text');
    await form.getByRole('button', { name: 'Dölj lösenord' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    const submit = form.getByRole('button', { name: 'Logga in' });
    await expectTouchHeight(submit);
    // The focused field wears a 2 px ring outside its border, not only a recoloured border.
    await form.getByLabel('E-post').focus();
    const ring = await form
      .locator('.mantine-Input-input:focus, .mantine-Input-input:focus-within')
      .evaluate((field) => {
        const style = getComputedStyle(field);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
    expect(ring).toBe('solid 2px');

    if (device === 'phone') {
      const menuButton = page.getByRole('button', { name: 'Öppna meny' });
      expect(await targetSize(menuButton)).toEqual({ width: 44, height: 44 });
      await menuButton.click();
      await expect(page.getByRole('button', { name: 'Stäng meny' })).toBeVisible();
      expect(await axeViolations(page, { everyImpact: true })).toEqual([]);
      await page.getByRole('button', { name: 'Stäng meny' }).click();
    }

    const user = await createJobSeeker(`a11y-${device}`);
    const job = await insertJob(`a11y dialog ${device}`);
    await applyTo(page, user, job.id);
    const dialog = page.getByRole('dialog');
    // A desktop's dialog opens on the letter; a phone's sheet at its top, with no keyboard over it.
    if (device === 'desktop') await expect(dialog.getByLabel('Personligt brev')).toBeFocused();
    else await expect(dialog.getByLabel('Namn', { exact: true })).toBeInViewport();
    // The profile's name, e-mail and phone: read-only, and filled grey unlike the letter's field.
    const name = dialog.getByLabel('Namn', { exact: true });
    await expect(name).toHaveAttribute('readonly', '');
    const background = (field: Locator) =>
      field.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(name)).not.toBe(await background(dialog.getByLabel('Personligt brev')));
    expect(await axeViolations(page, { everyImpact: true })).toEqual([]);
    await sendLetter(page);

    await page.goto('/applications');
    const jobLink = page.getByRole('link', { name: job.title });
    await expectTouchHeight(jobLink);
  });
}

for (const [device, viewport] of DEVICES) {
  test(`on a ${device}: the job seeker's other dialogs, a multi-select's open list and the filter sheet have no violations of any impact`, async ({
    page,
  }) => {
    test.slow(); // four or five full axe runs and an application on a shared 2-core machine
    await page.setViewportSize(viewport);
    /** The open state `shown` (its dialog, or a control in it), checked by axe; soft, to list all. */
    const check = async (state: string, shown: Locator) => {
      await expect(shown).toBeVisible();
      expect.soft(await axeViolations(page, { everyImpact: true }), state).toEqual([]);
    };
    const user = await createJobSeeker(`a11y-dialogs-${device}`);
    // Ads of its own that take a plain letter: the list's first may be a locum asking for periods.
    const job = await insertJob(`a11y ${device}`);
    const other = await insertJob(`a11y ${device} 2`);
    await applyTo(page, user, job.id);
    await sendLetter(page);
    await page.goto(`/jobs/${other.id}`);
    await page.getByRole('button', { name: 'Ansök nu' }).filter({ visible: true }).click();
    await sendLetter(page);

    // Two letters, each a region named by its job (two unnamed regions).
    await page.goto('/applications');
    await check(
      'Mina ansökningar',
      page.getByRole('region', { name: `Ditt personliga brev, ${other.title}` }),
    );
    await page.getByRole('button', { name: 'Återkalla ansökan' }).first().click();
    await check('Återkalla ansökan?', page.getByRole('dialog', { name: 'Återkalla ansökan?' }));
    await page.goto('/jobs');
    await page.getByRole('button', { name: 'Spara som bevakning' }).click();
    await check('Spara som bevakning', page.getByRole('dialog', { name: 'Spara som bevakning' }));
    await page.goto('/profile');
    // An open list of options: in the form's landmark, the list itself scrolling.
    await page.getByRole('combobox', { name: 'Specialitet' }).click();
    await check('the specialties list', page.getByRole('listbox').getByRole('option').first());
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Radera mitt konto' }).click();
    await check('Radera mitt konto', page.getByRole('dialog', { name: 'Radera mitt konto' }));
    if (device === 'phone') {
      await page.goto('/jobs?land=NO');
      const filterButton = page.getByRole('button', { name: 'Filter (1)' });
      await filterButton.click();
      // A modal dialog: the focus starts on its close button and stays in it; Tab
      // from its last control comes round to the first, never to the cards behind it.
      const sheet = page.getByRole('dialog', { name: 'Filter' });
      await expect(sheet).toHaveAttribute('aria-modal', 'true');
      await expect(sheet.getByRole('button', { name: 'Stäng filter' })).toBeFocused();
      await check('the filter sheet', sheet);
      await page.keyboard.press('Shift+Tab');
      await expect(sheet.getByRole('button', { name: /^Visa \d+ jobb$/ })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(sheet.getByRole('button', { name: 'Stäng filter' })).toBeFocused();
      for (let step = 0; step < 20; step += 1) await page.keyboard.press('Tab');
      expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(filterButton).toBeFocused();
    }
  });
}
