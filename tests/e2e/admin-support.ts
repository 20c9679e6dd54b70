// Shared steps of the admin e2e specs: sign in as the demo admin, find a row, use the dialogs.
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInThroughUi } from '../support/e2e-accounts';

/** Signs in as the demo admin, who lands on the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signInThroughUi(page, DEMO_ADMIN, /\/admin$/);
}

/** A unique, recognisable title for a row made by a test. */
export const uniqueTitle = (label: string) =>
  `E2E ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The table row (desktop) holding this exact title. */
export function rowOf(page: Page, title: string): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: title, exact: true }) });
}

/** A toast by its title (and message, when given). */
export function toast(page: Page, title: string): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: title });
}

/** Waits for the toast, then closes it so the next step's toast stands alone. */
export async function expectToast(page: Page, title: string): Promise<void> {
  const found = toast(page, title).first();
  await expect(found).toBeVisible();
  await found.getByRole('button').click();
  await expect(toast(page, title)).toHaveCount(0);
}

/** Picks an option of a Mantine Select inside `scope` by its label and option text. */
export async function choose(scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

/**
 * Changes an application's status the explicit way: the row's "Ändra" menu, the
 * dialog that shows the e-mail, its confirm button. Returns the toast that offers "Ångra".
 */
export async function changeStatus(scope: Locator, applicant: string, status: string) {
  const page = scope.page();
  await scope.getByRole('button', { name: `Ändra status för ansökan från ${applicant}` }).click();
  await page.getByRole('menuitem', { name: status, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Ändra status till ${status}?` });
  await expect(dialog).toContainText('Ämne: Ny status för din ansökan');
  await dialog.getByRole('button', { name: 'Ändra och skicka mejl' }).click();
  await expect(dialog).toBeHidden();
  const undo = toast(page, `Status ändrad till ${status}`);
  await expect(undo).toBeVisible();
  return undo;
}
