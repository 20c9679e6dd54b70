// /signin: the two tabs, every rule and toast of spec §5 and §8, against the real Auth API.
import { expect, type Page, test } from '@playwright/test';
import { createJobSeeker, uniqueEmail } from '../support/e2e-accounts';
import { serviceClient } from '../support/e2e-env';

function signUpForm(page: Page) {
  return page.getByRole('form', { name: 'Skapa konto' });
}

test('Skapa konto is the default tab; a new account lands on /jobs with its profile', async ({
  page,
}) => {
  const signUpRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/signup')) signUpRequests.push(request.url());
  });
  await page.goto('/signin');
  await expect(page.getByRole('tab', { name: 'Skapa konto' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const form = signUpForm(page);
  const email = uniqueEmail('signup');
  await form.getByLabel('Fullständigt namn').fill('Åsa Öberg');
  await form.getByLabel('E-post').fill(email);
  await form.getByLabel('Telefon').fill('070-123 45 67');
  await form.getByLabel('Yrke').selectOption('specialist');
  await form.getByLabel('Lösenord', { exact: true }).fill('Hemligt123!');
  await form.getByLabel('Bekräfta lösenord').fill('Hemligt123!');
  await form.getByRole('button', { name: 'Skapa konto' }).click();

  await expect(page.getByText('Konto skapat!')).toBeVisible();
  await expect(page.getByText('Du kan nu börja söka jobb')).toBeVisible();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logga ut' })).toBeVisible();

  // The redirect to /jobs went with the sign-up, and the metadata made the profile.
  expect(signUpRequests).toHaveLength(1);
  const redirect = new URL(signUpRequests[0] ?? '').searchParams.get('redirect_to');
  expect(redirect).toMatch(/\/jobs$/);
  const { data: profile } = await serviceClient()
    .from('job_seeker_profiles')
    .select('full_name, phone, profession, email')
    .eq('email', email)
    .single();
  expect(profile).toEqual({
    full_name: 'Åsa Öberg',
    phone: '070-123 45 67',
    profession: 'specialist',
    email,
  });
});

test('passwords that do not match give Fel / Lösenorden matchar inte and nothing is sent', async ({
  page,
}) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/signup')) sent += 1;
  });
  await page.goto('/signin');
  const form = signUpForm(page);
  await form.getByLabel('Fullständigt namn').fill('Per Persson');
  await form.getByLabel('E-post').fill(uniqueEmail('mismatch'));
  await form.getByLabel('Yrke').selectOption('läkare');
  await form.getByLabel('Lösenord', { exact: true }).fill('Hemligt123!');
  await form.getByLabel('Bekräfta lösenord').fill('Hemligt124!');
  await form.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Fel' }).first()).toBeVisible();
  await expect(page.getByText('Lösenorden matchar inte').first()).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  expect(sent).toBe(0);
});

test('sign-up rules: required fields and a valid e-mail are checked before sending', async ({
  page,
}) => {
  await page.goto('/signin');
  const form = signUpForm(page);
  await form.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(form.getByText('Namn krävs')).toBeVisible();
  await expect(form.getByText('Ogiltig email')).toBeVisible();
  await expect(form.getByText('Lösenord krävs')).toBeVisible();
  await expect(form.getByText('Välj yrke')).toHaveCount(2); // the option and the message
});

test('signing up with a taken e-mail gives Registrering misslyckades in Swedish', async ({
  page,
}) => {
  const existing = await createJobSeeker('taken');
  await page.goto('/signin');
  const form = signUpForm(page);
  await form.getByLabel('Fullständigt namn').fill('Dubbel Konto');
  await form.getByLabel('E-post').fill(existing.email);
  await form.getByLabel('Yrke').selectOption('läkare');
  await form.getByLabel('Lösenord', { exact: true }).fill('Hemligt123!');
  await form.getByLabel('Bekräfta lösenord').fill('Hemligt123!');
  await form.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByText('Registrering misslyckades')).toBeVisible();
  await expect(
    page.getByText('Det finns redan ett konto med den här e-postadressen'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});

test('Logga in: wrong password fails in Swedish, the right one welcomes back', async ({ page }) => {
  const user = await createJobSeeker('signin');
  await page.goto('/signin');
  await page.getByRole('tab', { name: 'Logga in' }).click();
  const form = page.getByRole('form', { name: 'Logga in' });

  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(form.getByText('Ogiltig email')).toBeVisible();
  await expect(form.getByText('Lösenord krävs')).toBeVisible();

  await form.getByLabel('E-post').fill(user.email);
  await form.getByLabel('Lösenord').fill('fel-lösenord');
  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Inloggning misslyckades')).toBeVisible();
  await expect(page.getByText('Fel e-post eller lösenord')).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);

  await form.getByLabel('Lösenord').fill(user.password);
  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Inloggning lyckades!')).toBeVisible();
  await expect(page.getByText('Välkommen tillbaka')).toBeVisible();
  await expect(page).toHaveURL(/\/jobs$/);
});
