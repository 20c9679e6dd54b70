// Issue 50: on a desktop the job search's filters are one row of pills, not twelve open fields,
// so the first job card is on the first screen. Each pill opens its own fields in a popover,
// shows what is chosen, and clears it with its ×.
import { expect, test } from '@playwright/test';
import { filterJobs, parseJobSearch } from '../../supabase/functions/_shared/search/index.ts';
import { axeViolations } from '../support/axe';
import { publicJobs } from '../support/e2e-data';
import { holdBack } from '../support/hold-app';
import { jobCards, openFilterPill } from '../support/job-list';

const PILLS = [
  'Specialitet',
  'Land',
  'Län, fylke eller region',
  'Anställningsform',
  'Omfattning',
  'Jour',
  'Tillgänglig',
  'Lön',
  'Sortera',
];

test.use({ viewport: { width: 1440, height: 900 } });

test('at 1440 px the filters are one row of pills and the first job card is on the first screen', async ({
  page,
}) => {
  await page.goto('/jobs');
  const card = jobCards(page).first();
  await expect(card).toBeVisible();
  const form = page.getByRole('form', { name: 'Sök jobb' });
  // Sökord and Plats stay fields; the rest are pills, closed.
  await expect(form.getByRole('textbox', { name: 'Sökord' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Plats' })).toBeVisible();
  await expect(form.getByRole('combobox')).toHaveCount(0);
  for (const name of PILLS) {
    await expect(form.getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  }
  // Polled: at idle each pill is swapped for its popover form (the same look and place).
  const pillTops = async () => {
    const tops: number[] = [];
    for (const name of PILLS) {
      const box = await form.getByRole('button', { name, exact: true }).boundingBox();
      tops.push(box ? Math.round(box.y) : Number.NaN);
    }
    return tops;
  };
  await expect
    .poll(async () => (await pillTops()).every((top, _, tops) => top === tops[0]), {
      message: 'every pill has a box, all at one top',
    })
    .toBe(true);
  // The form's share: with no Topp banner booked (the test data books one, which stands above the
  // list on top of this, jobs.spec.ts), the first card starts well above the fold.
  await page
    .getByRole('complementary', { name: 'Annons ovanför jobben' })
    .evaluate((banner) => banner.style.setProperty('display', 'none'));
  // Polled: the early paint's card is replaced by React's once the app has taken the page over.
  await expect
    .poll(async () => (await card.boundingBox())?.y ?? Number.POSITIVE_INFINITY)
    .toBeLessThan(450);
});

test('a value chosen through a pill filters the list and shows on the pill; its × removes it', async ({
  page,
}) => {
  const jobs = await publicJobs();
  const kirurgi = filterJobs(jobs, parseJobSearch({ specialitet: 'kirurgi' })).length;
  expect(kirurgi).toBeGreaterThan(0);
  expect(kirurgi).toBeLessThan(jobs.length);
  await page.goto('/jobs');
  const count = page.getByTestId('job-count');
  await expect(count).toHaveText(`Visar ${jobs.length} jobb`);

  const pill = page.getByRole('button', { name: 'Specialitet', exact: true });
  await pill.click();
  await expect(pill).toHaveAttribute('aria-expanded', 'true');
  const popover = page.getByRole('dialog', { name: 'Specialitet' });
  await popover.getByLabel('Specialitet', { exact: true }).selectOption('kirurgi');
  await expect(page).toHaveURL(/specialitet=kirurgi/);
  await expect(count).toHaveText(`Visar ${kirurgi} jobb`);
  // Escape closes the popover and gives the focus back to its pill, now named by its value.
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  const chosen = page.getByRole('button', { name: 'Specialitet: Kirurgi', exact: true });
  await expect(chosen).toBeFocused();
  await expect(chosen).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Rensa filter' })).toBeVisible();

  await page.getByRole('button', { name: 'Ta bort filtret Specialitet: Kirurgi' }).click();
  await expect(page).not.toHaveURL(/specialitet/);
  await expect(count).toHaveText(`Visar ${jobs.length} jobb`);
  await expect(page.getByRole('button', { name: 'Specialitet', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rensa filter' })).toHaveCount(0);
});

test("a pill pressed before the popovers' code has arrived opens when it does; Escape gives the focus back", async ({
  page,
}) => {
  // The popovers' module is held back until the pill has been pressed.
  const release = await holdBack(page, /\/assets\/PillPopover-[^/]*\.js$/);
  await page.goto('/jobs');
  await expect(page.getByTestId('job-count')).toBeVisible();
  const pill = page.getByRole('button', { name: 'Land', exact: true });
  await pill.click();
  await expect(page.getByRole('dialog', { name: 'Land' })).toHaveCount(0);
  release();
  const popover = page.getByRole('dialog', { name: 'Land' });
  await expect(popover).toBeVisible();
  await expect(pill).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(pill).toBeFocused();
});

test('two values through two pills: each pill shows its own, "Rensa filter" removes both', async ({
  page,
}) => {
  await page.goto('/jobs');
  await (await openFilterPill(page, 'Land')).getByLabel('Land', { exact: true }).selectOption('NO');
  await (await openFilterPill(page, 'Tillgänglig'))
    .getByLabel('Tillgänglig från')
    .fill('2027-01-20');
  await expect(page).toHaveURL(/land=NO.*fran=2027-01-20|fran=2027-01-20.*land=NO/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Land: Norge', exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Tillgänglig: från 2027-01-20', exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Rensa filter' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('button', { name: 'Land', exact: true })).toBeVisible();
});

test("a pill's open popover has no violations of any impact", async ({ page }) => {
  test.slow(); // a full axe run on the loaded machine
  await page.goto('/jobs?specialitet=kirurgi');
  // The app's row first: the prerendered row has no filter set, and as the app takes the page
  // over, "Specialitet: Kirurgi" widens and the pills after it move, so a press begun on "Lön"
  // just then ends elsewhere (a known loss, in the notes). This test is about the popover.
  await expect(
    page.getByRole('button', { name: 'Specialitet: Kirurgi', exact: true }),
  ).toBeVisible();
  const popover = await openFilterPill(page, 'Lön');
  await expect(popover.getByLabel('Lön per', { exact: true })).toBeVisible();
  expect(await axeViolations(page, { everyImpact: true })).toEqual([]);
});
