// The /jobs list as the tests read it: its cards, and its pages ("Visa fler", 24 cards a page).
import { expect, type Page } from '@playwright/test';

/** Cards per page of the list (JobsBrowser's CARDS_PER_PAGE). */
export const CARDS_PER_PAGE = 24;

export const jobCards = (page: Page) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Visa detaljer' }) });

/**
 * Presses "Visa fler" once the list shows `shown` cards, and again while it still shows those:
 * a press in the moment the page starts, or while a search just typed reaches the address, is
 * lost now and then (one run in about thirty in the whole suite; noted as a product issue).
 */
export async function showMore(page: Page, shown: number): Promise<void> {
  await expect(jobCards(page)).toHaveCount(shown);
  await expect(async () => {
    if ((await jobCards(page).count()) === shown)
      await page.getByRole('button', { name: 'Visa fler' }).click();
    expect(await jobCards(page).count()).toBeGreaterThan(shown);
  }).toPass({ intervals: [1_000, 2_000], timeout: 15_000 });
}

/** Presses "Visa fler" until the list shows `total` cards (every card of the search). */
export async function showCards(page: Page, total: number): Promise<void> {
  for (let pages = 1; pages * CARDS_PER_PAGE < total; pages += 1) {
    await showMore(page, pages * CARDS_PER_PAGE);
  }
  await expect(jobCards(page)).toHaveCount(total);
  await expect(page.getByRole('button', { name: 'Visa fler' })).toHaveCount(0);
}

/**
 * On a desktop (from Mantine's sm) a filter's fields are in its pill's popover: opens the pill
 * named `name` (or "name: its value") and returns the popover, the dialog the pill names.
 */
export async function openFilterPill(page: Page, name: string) {
  const pill = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(: .*)?$`);
  const popover = page.getByRole('dialog', { name: pill });
  // Whether the pill is open, from its own state: a popover that another pill's press closed is
  // still visible while it fades out (a CI run read it so, skipped the press, and saw it go).
  const button = page.getByRole('button', { name: pill });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(popover).toBeVisible();
  return popover;
}
