// Bevakningar in the browser: save the /jobs filters as an alert, find it on Bevakningar, change
// it, open its search, delete it; visitors are invited to sign in; the unsubscribe landing page.
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { createJobSeeker, signInThroughUi } from '../support/e2e-accounts';

const SEARCH = '/jobs?specialitet=kirurgi&region=Sk%C3%A5ne';

test('a visitor is invited to sign in, then returns to the same search', async ({ page }) => {
  const user = await createJobSeeker('bevakning-besokare');
  await page.goto(SEARCH);
  await page.getByRole('button', { name: 'Spara som bevakning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Spara som bevakning' });
  await expect(dialog.getByText('Logga in eller skapa ett konto')).toBeVisible();
  await dialog.getByRole('link', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/signin\?/);
  const form = page.getByRole('form', { name: 'Logga in' });
  await form.getByLabel('E-post').fill(user.email);
  await form.getByLabel('Lösenord').fill(user.password);
  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/jobs\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('specialitet')).toBe('kirurgi');
  expect(url.searchParams.get('region')).toBe('Skåne');
  await expect(page.getByRole('button', { name: 'Spara som bevakning' })).toBeVisible();
});

test('a doctor saves the filters as an alert, then changes, opens and deletes it', async ({
  page,
}) => {
  // Many steps, two axe runs: more than one page's default 30 s on a loaded machine.
  test.setTimeout(90_000);
  const user = await createJobSeeker('bevakning');
  await signInThroughUi(page, user);
  await page.goto(SEARCH);

  await page.getByRole('button', { name: 'Spara som bevakning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Spara som bevakning' });
  await expect(dialog.getByRole('listitem')).toHaveText(['Kirurgi', 'Skåne']);
  const name = dialog.getByLabel('Namn på bevakningen');
  await expect(name).toHaveValue('Kirurgi, Skåne');
  // An empty name is refused in Swedish, and nothing is saved.
  await name.fill('   ');
  await dialog.getByRole('button', { name: 'Spara bevakning' }).click();
  await expect(dialog.getByText('Ge bevakningen ett namn')).toBeVisible();
  await name.fill('Kirurgi i Skåne');
  await dialog.getByLabel('E-post med nya jobb').selectOption({ label: 'Varje vecka' });
  await dialog.getByRole('button', { name: 'Spara bevakning' }).click();
  await expect(page.getByText('Bevakningen sparad')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Bevakningar' })
    .click();
  await expect(page).toHaveURL(/\/alerts$/);
  const card = page.getByRole('article', { name: 'Kirurgi i Skåne' });
  await expect(card.getByText('E-post varje vecka')).toBeVisible();
  await expect(card.getByText('Kirurgi · Skåne')).toBeVisible();
  await expect(card.getByText('Ingen e-post skickad än')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('button', { name: 'Ändra Kirurgi i Skåne' }).click();
  const edit = page.getByRole('dialog', { name: 'Ändra bevakning' });
  await expect(edit.getByLabel('Namn på bevakningen')).toHaveValue('Kirurgi i Skåne');
  expect(await seriousViolations(page)).toEqual([]);
  await edit.getByLabel('Namn på bevakningen').fill('Kirurgi i södra Sverige');
  await edit.getByLabel('E-post med nya jobb').selectOption({ label: 'Varje dag' });
  await edit.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(edit).toBeHidden();
  await page.reload();
  const changed = page.getByRole('article', { name: 'Kirurgi i södra Sverige' });
  await expect(changed.getByText('E-post varje dag')).toBeVisible();

  await changed.getByRole('link', { name: 'Visa jobben' }).click();
  await expect(page).toHaveURL(/\/jobs\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('specialitet')).toBe('kirurgi');
  expect(url.searchParams.get('region')).toBe('Skåne');

  await page.goto('/alerts');
  await page.getByRole('button', { name: 'Ta bort Kirurgi i södra Sverige' }).click();
  await page
    .getByRole('dialog', { name: 'Ta bort bevakning' })
    .getByRole('button', { name: 'Ta bort' })
    .click();
  await expect(page.getByText('Du har inga bevakningar än.')).toBeVisible();
});

test('the unsubscribe link lands on a Swedish page', async ({ page }) => {
  await page.goto('/alerts/unsubscribed?resultat=avslutad');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevakningen är avslutad');
  await page.goto('/alerts/unsubscribed?resultat=något');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Länken fungerar inte');
});
