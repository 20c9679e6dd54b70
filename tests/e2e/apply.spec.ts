// Applying for a job: every path of spec §5 and §8, through the real API.
import { expect, type Page, test } from '@playwright/test';
import { createJobSeeker, deleteProfile, signInThroughUi } from '../support/e2e-accounts';
import { insertJob } from '../support/e2e-data';
import { serviceClient } from '../support/e2e-env';

/** An ad of the test's own (insertJob), opened on its page. */
async function openNewJob(page: Page, label: string) {
  const job = await insertJob(label);
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
  return job;
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  test(`a visitor's Ansök nu on a ${device} is asked to sign in for that job, and signing in returns to its application`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const user = await createJobSeeker('visitor-apply');
    const job = await openNewJob(page, 'visitor');
    // The phone's bottom bar or the desktop's card: the one on screen.
    await page.getByRole('button', { name: 'Ansök nu' }).filter({ visible: true }).click();
    // A calm notice naming the job, not an error.
    await expect(page).toHaveURL(/\/signin\?/);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: `Logga in eller skapa konto för att söka ${job.title}` }),
    ).toBeVisible();
    await expect(page.getByText('Du måste logga in')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Logga in' }).click();
    const form = page.getByRole('form', { name: 'Logga in' });
    await form.getByLabel('E-post').fill(user.email);
    await form.getByLabel('Lösenord', { exact: true }).fill(user.password);
    await form.getByRole('button', { name: 'Logga in' }).click();
    // Back at the job with its application open, and the address the job's own again.
    const dialog = page.getByRole('dialog', { name: `Ansök: ${job.title}` });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`/jobs/${job.id}`);
    // A four-letter note is no letter: the form counts toward the minimum and refuses it.
    await expect(dialog.getByText('0 av minst 10 tecken.')).toBeVisible();
    await dialog.getByLabel('Personligt brev').fill('Kort');
    await expect(dialog.getByText('4 av minst 10 tecken.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Skicka ansökan' }).click();
    await expect(dialog.getByText('Personligt brev måste vara minst 10 tecken.')).toBeVisible();
    await expect(dialog.getByLabel('Personligt brev')).toHaveAttribute('aria-invalid', 'true');
    const { count } = await serviceClient()
      .from('job_applications')
      .select('id', { count: 'exact', head: true })
      .eq('applicant_id', user.userId);
    expect(count).toBe(0);
  });
}

test('applying sends the application once; the job then says so instead of offering it again', async ({
  page,
}) => {
  const user = await createJobSeeker('apply');
  await signInThroughUi(page, user);
  const job = await openNewJob(page, 'apply');

  await page.getByRole('button', { name: 'Ansök nu' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Namn')).toHaveValue(user.fullName);
  await expect(dialog.getByLabel('E-post')).toHaveValue(user.email);
  await expect(dialog.getByLabel('Telefon')).toHaveValue('Ej angivet');
  await expect(dialog.getByLabel('Namn')).toHaveAttribute('readonly', '');
  const letter = dialog.getByLabel('Personligt brev');
  await expect(letter).toHaveAttribute('rows', '8');
  // It opens on the letter, not on "Stäng".
  await expect(letter).toBeFocused();

  // The letter is required.
  await dialog.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(dialog.getByText('Personligt brev krävs')).toBeVisible();

  await letter.fill('Hej! Jag är legitimerad läkare och söker gärna tjänsten.');
  await dialog.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(page.getByText('Ansökan skickats')).toBeVisible();
  await expect(page.getByText(/Ansökan skickad!.*signatur/)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const { data: stored } = await serviceClient()
    .from('job_applications')
    .select('*')
    .eq('job_id', job.id)
    .eq('applicant_id', user.userId);
  expect(stored).toHaveLength(1);
  expect(stored?.[0]).toMatchObject({
    applicant_name: user.fullName,
    applicant_email: user.email,
    applicant_phone: null,
    cover_letter: 'Hej! Jag är legitimerad läkare och söker gärna tjänsten.',
    status: 'pending',
  });

  // The job now says it was applied for, with the date, and offers no second application.
  const card = page.getByRole('heading', { name: 'Du har sökt jobbet' }).locator('..');
  await expect(card).toBeVisible();
  const today = new Intl.DateTimeFormat('sv-SE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Stockholm',
  }).format(new Date());
  await expect(card.getByText(`Du skickade din ansökan den ${today}.`)).toBeVisible();
  await expect(card.getByText('Inkommen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ansök nu' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Du har sökt jobbet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ansök nu' })).toHaveCount(0);
});

test('an application made elsewhere meanwhile: the server refuses the second as a duplicate', async ({
  page,
}) => {
  const user = await createJobSeeker('duplicate');
  await signInThroughUi(page, user);
  const job = await openNewJob(page, 'duplicate');
  await page.getByRole('button', { name: 'Ansök nu' }).click();
  await page
    .getByRole('dialog')
    .getByLabel('Personligt brev')
    .fill(
      'Ett andra försök. Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
    );
  // Another device sends an application to the same job while this letter is written.
  const { error } = await serviceClient()
    .from('job_applications')
    .insert({
      job_id: job.id,
      applicant_id: user.userId,
      cover_letter:
        'Från mobilen. Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
    } as never);
  expect(error).toBeNull();
  await page.getByRole('dialog').getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(page.getByText('Du har redan sökt detta jobb')).toBeVisible();
  await expect(page.getByText('Du kan inte ansöka om samma jobb två gånger')).toBeVisible();
  // The page now shows the application made elsewhere, and offers no other.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Du har sökt jobbet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ansök nu' })).toHaveCount(0);
  const { count } = await serviceClient()
    .from('job_applications')
    .select('*', { count: 'exact', head: true })
    .eq('job_id', job.id)
    .eq('applicant_id', user.userId);
  expect(count).toBe(1);
});

test('a user without a profile is told to complete it, with a link to Min profil', async ({
  page,
}) => {
  const user = await createJobSeeker('noprofile');
  await deleteProfile(user.userId);
  await signInThroughUi(page, user);
  await openNewJob(page, 'noprofile');

  await page.getByRole('button', { name: 'Ansök nu' }).click();
  await expect(page.getByText('Komplettera din profil')).toBeVisible();
  await expect(page.getByText(/Du behöver fylla i din profil först/)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('link', { name: 'Gå till Min profil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Fyll i din profil så att du kan ansöka om jobb.')).toBeVisible();
});

test('details edited on Min profil are the ones the application dialog shows', async ({ page }) => {
  const user = await createJobSeeker('profile');
  await signInThroughUi(page, user);
  await page.getByRole('banner').getByRole('link', { name: 'Min profil' }).click();
  const form = page.getByRole('form', { name: 'Min profil' });
  await expect(form.getByLabel('Fullständigt namn')).toHaveValue(user.fullName);
  await expect(form.getByLabel('E-post')).toHaveValue(user.email);

  // The shared sign-up rules apply here too.
  await form.getByLabel('Telefon').fill('070');
  await form.getByRole('button', { name: 'Spara kontaktuppgifter' }).click();
  await expect(form.getByText('Telefonnummer måste vara minst 5 tecken')).toBeVisible();

  await form.getByLabel('Fullständigt namn').fill('Ändrad Läkare');
  await form.getByLabel('Telefon').fill('070-111 22 33');
  // The profession is asked once, as Yrke in the Yrkesprofil, starting from the sign-up's answer
  // and written back to the account's profile when saved.
  await expect(form.getByLabel('Yrke')).toHaveCount(0);
  const professional = page.getByRole('form', { name: 'Yrkesprofil' });
  await expect(professional.getByLabel('Yrke', { exact: true })).toHaveValue('läkare');
  await professional.getByLabel('Yrke', { exact: true }).selectOption('ST-läkare');
  await professional.getByRole('button', { name: 'Spara yrkesprofil' }).click();
  await expect(page.getByText('Yrkesprofilen sparad')).toBeVisible();
  await form.getByRole('button', { name: 'Spara kontaktuppgifter' }).click();
  await expect(page.getByText('Profilen sparad', { exact: true })).toBeVisible();
  const { data: stored } = await serviceClient()
    .from('job_seeker_profiles')
    .select('full_name, phone, profession')
    .eq('user_id', user.userId)
    .single();
  expect(stored).toEqual({
    full_name: 'Ändrad Läkare',
    phone: '070-111 22 33',
    profession: 'ST-läkare',
  });

  await openNewJob(page, 'profile');
  await page.getByRole('button', { name: 'Ansök nu' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Namn')).toHaveValue('Ändrad Läkare');
  await expect(dialog.getByLabel('Telefon')).toHaveValue('070-111 22 33');
});

test('a profile changed since it was cached: the dialog shows the current details', async ({
  page,
}) => {
  const user = await createJobSeeker('elsewhere');
  await signInThroughUi(page, user);
  await openNewJob(page, 'elsewhere');
  await expect(page.getByRole('button', { name: 'Ansök nu' })).toBeEnabled();
  // The profile is now in the persisted query cache, as on a device used earlier.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('lakarjobb-norden-query-cache') ?? ''))
    .toContain(user.fullName);
  const { error } = await serviceClient()
    .from('job_seeker_profiles')
    .update({ full_name: 'Ändrad på annan enhet', phone: '070-999 88 77' })
    .eq('user_id', user.userId);
  expect(error).toBeNull();

  // A slow connection: the recheck of the restored profile takes a while to answer.
  await page.route('**/rest/v1/job_seeker_profiles*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.reload();
  await page.getByRole('button', { name: 'Ansök nu' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Read once, without waiting: the dialog must never open with the outdated cached details.
  expect(await dialog.getByLabel('Namn').inputValue()).toBe('Ändrad på annan enhet');
  expect(await dialog.getByLabel('Telefon').inputValue()).toBe('070-999 88 77');
});

test('any other failure shows Något gick fel with the message, and nothing is stored', async ({
  page,
}) => {
  const user = await createJobSeeker('failure');
  await signInThroughUi(page, user);
  const job = await openNewJob(page, 'failure');
  await page.getByRole('button', { name: 'Ansök nu' }).click();
  await page
    .getByRole('dialog')
    .getByLabel('Personligt brev')
    .fill('Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.');

  // The ad is withdrawn while the applicant writes: the server refuses the application.
  await serviceClient().from('jobs').delete().eq('id', job.id);
  await page.getByRole('dialog').getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(page.getByText('Något gick fel')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Personligt brev')).toHaveValue(
    'Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
  );
  const { count } = await serviceClient()
    .from('job_applications')
    .select('*', { count: 'exact', head: true })
    .eq('applicant_id', user.userId);
  expect(count).toBe(0);
});

test('a server error shows Något gick fel, keeps the letter and queues nothing; sending again works', async ({
  page,
}) => {
  const user = await createJobSeeker('server-error');
  await signInThroughUi(page, user);
  const job = await openNewJob(page, 'server-error');
  const applications = '**/rest/v1/job_applications*';
  await page.route(applications, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify({ message: 'internal error', code: 'XX000' }),
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Ansök nu' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Personligt brev')
    .fill(
      'Ett brev som först möter ett serverfel. Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
    );
  await dialog.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(page.getByText('Något gick fel')).toBeVisible();
  await expect(page.getByText('Försök igen senare.')).toBeVisible();
  await expect(dialog.getByLabel('Personligt brev')).toHaveValue(
    'Ett brev som först möter ett serverfel. Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
  );

  await page.unroute(applications);
  await dialog.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(page.getByText('Ansökan skickats')).toBeVisible();
  const { data: stored } = await serviceClient()
    .from('job_applications')
    .select('cover_letter')
    .eq('job_id', job.id)
    .eq('applicant_id', user.userId);
  expect(stored).toEqual([
    {
      cover_letter:
        'Ett brev som först möter ett serverfel. Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
    },
  ]);
});
