// The account's e-mail flows in Chromium, reading the links from the stand-in's mail sink:
// forgotten password, change of e-mail address, old or used links, and "back where you were".
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  createJobSeeker,
  openResetLink,
  signInThroughUi,
  uniqueEmail,
} from '../support/e2e-accounts';
import { publicJobs } from '../support/e2e-data';
import { API_URL, APP_URL, anonClient, serviceClient } from '../support/e2e-env';
import { latestMailTo, verifyLink } from '../support/mail-sink';

async function signInAttempt(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/signin?flik=logga-in');
  const form = page.getByRole('form', { name: 'Logga in' });
  await form.getByLabel('E-post').fill(email);
  await form.getByLabel('Lösenord', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Logga in' }).click();
  return page;
}

test('Glömt lösenord: the e-mailed link opens a page for a new password, then signed in with it', async ({
  page,
  browser,
}) => {
  const user = await createJobSeeker('reset');
  await page.goto('/signin?flik=logga-in');
  await page.getByRole('link', { name: 'Glömt lösenord?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await openResetLink(page, user.email);
  const reset = page.getByRole('form', { name: 'Spara nytt lösenord' });
  await reset.getByLabel('Nytt lösenord', { exact: true }).fill('kort');
  await reset.getByLabel('Bekräfta nytt lösenord').fill('kort');
  await reset.getByRole('button', { name: 'Spara nytt lösenord' }).click();
  await expect(reset.getByText('Lösenordet måste vara minst 8 tecken')).toBeVisible();
  await reset.getByLabel('Nytt lösenord', { exact: true }).fill('Nytt-lösen-42');
  await reset.getByLabel('Bekräfta nytt lösenord').fill('Nytt-lösen-42');
  await reset.getByRole('button', { name: 'Spara nytt lösenord' }).click();
  await expect(page.getByText('Lösenordet är ändrat')).toBeVisible();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logga ut' })).toBeVisible();

  const old = await signInAttempt(browser, user.email, user.password);
  await expect(old.getByText('Fel e-post eller lösenord')).toBeVisible();
  const fresh = await signInAttempt(browser, user.email, 'Nytt-lösen-42');
  await expect(fresh.getByText('Inloggning lyckades!')).toBeVisible();
});

test('Byt e-postadress on /profile: the address changes once both e-mailed links are opened', async ({
  page,
}) => {
  const user = await createJobSeeker('byte');
  const next = uniqueEmail('ny-adress');
  await signInThroughUi(page, user);
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Byt e-postadress' });
  await expect(page.getByText(`Nuvarande adress: ${user.email}`)).toBeVisible();
  await form.getByLabel('Ny e-postadress').fill(next);
  await form.getByRole('button', { name: 'Byt e-postadress' }).click();
  await expect(form.getByText(`Vi har skickat en bekräftelselänk till ${next}`)).toBeVisible();

  await page.goto(verifyLink(await latestMailTo(API_URL, user.email, 'nya e-postadress')));
  await expect(page.getByText('Den ena länken är bekräftad')).toBeVisible();
  await page.goto(verifyLink(await latestMailTo(API_URL, next, 'nya e-postadress')));
  await expect(page.getByText('E-postadressen är bytt')).toBeVisible();
  await expect(page.getByText(`Nuvarande adress: ${next}`)).toBeVisible();
  const { data } = await serviceClient().auth.admin.getUserById(user.userId);
  expect(data.user?.email).toBe(next);
});

test('a used or expired link gives a Swedish page with a way to a new link', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('lank');
  await anonClient().auth.signUp({
    email,
    password: 'Hemligt123!',
    options: { emailRedirectTo: `${APP_URL}/jobs` },
  });
  const link = verifyLink(await latestMailTo(API_URL, email, 'Bekräfta'));
  const first = await (await browser.newContext()).newPage();
  await first.goto(link);
  await expect(first.getByRole('banner').getByRole('button', { name: 'Logga ut' })).toBeVisible();

  await page.goto(link);
  await expect(page).toHaveURL(/\/link-expired\?for=signup$/);
  await expect(page.getByRole('heading', { name: 'Länken fungerar inte längre' })).toBeVisible();
  await expect(page.getByText('Länken har gått ut eller har redan använts.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Skicka ny länk' });
  await form.getByLabel('E-post').fill(email);
  await form.getByRole('button', { name: 'Skicka ny länk' }).click();
  await expect(page.getByText(`Om ${email} väntar på bekräftelse`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Logga in' }).last()).toBeVisible();
});

test('signing in from a job returns to that job', async ({ page }) => {
  const user = await createJobSeeker('tillbaka');
  const [job] = await publicJobs();
  if (!job) throw new Error('no published job');
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole('link', { name: 'Skapa konto eller logga in' }).click();
  await expect(page).toHaveURL(new RegExp(`/signin\\?redirect=%2Fjobs%2F${job.id}$`));
  await page.getByRole('tab', { name: 'Logga in' }).click();
  const form = page.getByRole('form', { name: 'Logga in' });
  await form.getByLabel('E-post').fill(user.email);
  await form.getByLabel('Lösenord', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Inloggning lyckades!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
});
