// Mina ansökningar on a 390 px phone, as `npm run screenshots` showed it (issue 50): "Få notiser"
// beside its sentence shows its whole label, and a letter's preview folds between two lines
// instead of showing the top half of one.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createJobSeeker, signInThroughUi } from '../support/e2e-accounts';
import { anonClient, serviceClient } from '../support/e2e-env';
import { uniqueTitle } from './admin-support';
import { publishJob } from './employer-support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('Få notiser shows its whole label and the letter folds between lines', async ({ page }) => {
  const user = await createJobSeeker('mina-ansokningar-telefon');
  const job = await publishJob({ title: uniqueTitle('Brevets vikning'), location: 'Luleå' });
  const doctor = anonClient();
  await doctor.auth.signInWithPassword({ email: user.email, password: user.password });
  const applied = await doctor.from('job_applications').insert({
    id: randomUUID(),
    job_id: job.id,
    applicant_id: user.userId,
    cover_letter:
      'Hej!\n\nJag är specialist i allmänmedicin med sju års erfarenhet från vårdcentral i Umeå och söker nu ett självständigt uppdrag. Jag trivs med breda patientmöten.\n\nVänliga hälsningar',
  } as never);
  expect(applied.error).toBeNull();
  try {
    await signInThroughUi(page, user);
    await page.goto('/applications');

    const notices = page.getByRole('button', { name: 'Få notiser: status på mina ansökningar' });
    await expect(notices).toBeEnabled();
    // The label is not cut by a button squeezed beside the sentence.
    const label = notices.locator('.mantine-Button-label');
    expect.soft(await label.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);

    const letter = page.getByRole('region', { name: `Ditt personliga brev, ${job.title}` });
    await expect(page.getByRole('button', { name: 'Visa hela brevet' })).toBeVisible();
    // Every line of the letter is wholly above the fold or wholly below it.
    const cut = await letter.evaluate((region) => {
      const fold = region.getBoundingClientRect().bottom;
      const lines: DOMRect[] = [];
      const text = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
      while (text.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text.currentNode);
        lines.push(...range.getClientRects());
      }
      return lines
        .filter((line) => line.height > 0 && line.top < fold - 0.5 && line.bottom > fold + 0.5)
        .map((line) => `${line.top}–${line.bottom} across ${fold}`);
    });
    expect(cut).toEqual([]);
  } finally {
    await serviceClient().from('jobs').delete().eq('id', job.id);
  }
});
