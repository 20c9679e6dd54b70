// The /jobs list as the tests read it: its cards, and its pages ("Visa fler", 24 cards a page).
import { expect, type Page } from '@playwright/test';

/** Cards per page of the list (JobsBrowser's CARDS_PER_PAGE). */
export const CARDS_PER_PAGE = 24;

export const jobCards = (page: Page) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Visa detaljer' }) });

/** Presses "Visa fler" until the list shows `total` cards (every card of the search). */
export async function showCards(page: Page, total: number): Promise<void> {
  for (let pages = 1; pages * CARDS_PER_PAGE < total; pages += 1) {
    await expect(jobCards(page)).toHaveCount(pages * CARDS_PER_PAGE);
    await page.getByRole('button', { name: 'Visa fler' }).click();
  }
  await expect(jobCards(page)).toHaveCount(total);
  await expect(page.getByRole('button', { name: 'Visa fler' })).toHaveCount(0);
}
