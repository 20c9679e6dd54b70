// The links in auth e-mails opened as a new doctor opens them: in the browser they signed up with,
// where the service worker already controls the pages and /jobs has been visited. The
// session in the link must survive whatever the app does to the URL while it starts.
import { expect, type Page, test } from '@playwright/test';
import { createJobSeeker, openResetLink, uniqueEmail } from '../support/e2e-accounts';
import { API_URL } from '../support/e2e-env';
import { latestMailTo, verifyLink } from '../support/mail-sink';
import { localCopyStored, waitForServiceWorker } from './pwa-support';

test.use({ serviceWorkers: 'allow' });

const signedIn = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Logga ut' });

/** The service worker controls the page and the local copy of the jobs is on the device. */
async function returningVisitor(page: Page): Promise<void> {
  await page.goto('/jobs');
  await waitForServiceWorker(page);
  await expect.poll(() => localCopyStored(page), { timeout: 20_000 }).toBe(true);
}

test('the confirmation link signs a new doctor in, in the browser they signed up with', async ({
  page,
}) => {
  await returningVisitor(page);
  await page.goto('/signin');
  const form = page.getByRole('form', { name: 'Skapa konto' });
  const email = uniqueEmail('lank');
  await form.getByLabel('Fullständigt namn').fill('Åsa Öberg');
  await form.getByLabel('E-post').fill(email);
  await form.getByLabel('Yrke').selectOption('läkare');
  await form.getByLabel('Lösenord', { exact: true }).fill('Hemligt123!');
  await form.getByLabel('Bekräfta lösenord').fill('Hemligt123!');
  await form.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByText('Konto skapat!')).toBeVisible();
  await expect(page).toHaveURL(/\/jobs$/);

  const mail = await latestMailTo(API_URL, email, 'Bekräfta din e-postadress');
  await page.goto(verifyLink(mail));
  await expect(page.getByText('E-postadressen är bekräftad')).toBeVisible();
  await expect(signedIn(page)).toBeVisible();
  await expect(page).toHaveURL(/\/jobs$/);
  // Signed in for good: the session was stored, not only shown.
  await page.reload();
  await expect(signedIn(page)).toBeVisible();
});

test('the password-reset link opens the new-password page signed in, with the worker in control', async ({
  page,
}) => {
  const user = await createJobSeeker('lank-reset');
  await returningVisitor(page);
  await page.goto('/forgot-password');
  await openResetLink(page, user.email);
  await expect(signedIn(page)).toBeVisible();
  const reset = page.getByRole('form', { name: 'Spara nytt lösenord' });
  await reset.getByLabel('Nytt lösenord', { exact: true }).fill('Nytt-lösen-42');
  await reset.getByLabel('Bekräfta nytt lösenord').fill('Nytt-lösen-42');
  await reset.getByRole('button', { name: 'Spara nytt lösenord' }).click();
  await expect(page.getByText('Lösenordet är ändrat')).toBeVisible();
});
