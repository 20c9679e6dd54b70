// Tap targets on a phone: every control a doctor meets at 390 px is at least 44 × 44 px
// (WCAG 2.5.5; the README promises it). The one exception is WCAG 2.5.8's for a link inside a
// sentence: a link whose block holds other text too, sized by the line it sits on.
import { expect, type Page, test } from '@playwright/test';
import { createJobSeeker, signInThroughUi } from '../support/e2e-accounts';
import { publicJobs } from '../support/e2e-data';

const TOUCH_TARGET = 44;

/** What a finger can press or a screen reader can operate. */
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
  ...[
    'button',
    'link',
    'tab',
    'checkbox',
    'radio',
    'switch',
    'option',
    'menuitem',
    'combobox',
    'slider',
  ].map((role) => `[role=${role}]`),
].join(', ');

/** The visible controls on the page under 44 × 44 px, as "name (tag): width × height". */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, minimum }) => {
      const isBlock = (element: Element) => !getComputedStyle(element).display.startsWith('inline');
      /**
       * A link in running text: an inline link whose block has text of its own besides the link's
       * (a sentence around it). A link laid out as a block or a flex item (a card's title, a list
       * of links) is a target of its own.
       */
      const inRunningText = (control: Element) => {
        if (control.tagName !== 'A' || isBlock(control)) return false;
        let block = control.parentElement;
        while (block && !isBlock(block)) block = block.parentElement;
        if (!block) return false;
        const texts = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text; text = texts.nextNode()) {
          if (control.contains(text) || !text.textContent?.trim()) continue;
          let owner = text.parentElement;
          while (owner && owner !== block && !isBlock(owner)) owner = owner.parentElement;
          if (owner === block) return true;
        }
        return false;
      };
      /**
       * The box a finger aims at: a field's own, or the bordered box Mantine draws around it (a
       * password field's or a multi-select's <input> sits inside the box that takes the tap); a
       * checkbox's or a radio's together with its label, which a tap toggles it by too.
       */
      const targetBox = (control: Element) => {
        const box =
          (control.matches('input, textarea')
            ? control.closest('.mantine-Input-input')
            : null
          )?.getBoundingClientRect() ?? control.getBoundingClientRect();
        if (!control.matches('input[type=checkbox], input[type=radio]')) return box;
        const boxes = [
          box,
          ...[...((control as HTMLInputElement).labels ?? [])].map((label) =>
            label.getBoundingClientRect(),
          ),
        ];
        const left = Math.min(...boxes.map((each) => each.left));
        const top = Math.min(...boxes.map((each) => each.top));
        const right = Math.max(...boxes.map((each) => each.right));
        const bottom = Math.max(...boxes.map((each) => each.bottom));
        return { width: right - left, height: bottom - top };
      };
      const found = new Set<string>();
      for (const control of document.querySelectorAll(selector)) {
        if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        // Whole pixels: a box moving in an animation measures 43.99 px.
        const box = targetBox(control);
        const width = Math.round(box.width);
        const height = Math.round(box.height);
        if (width === 0 || height === 0) continue;
        if (width >= minimum && height >= minimum) continue;
        if (inRunningText(control)) continue;
        const name =
          control.getAttribute('aria-label') ??
          ((control as HTMLInputElement).labels?.[0] ?? control).textContent?.trim().slice(0, 40);
        const role = control.getAttribute('role');
        const kind = `${control.tagName.toLowerCase()}${role ? ` role=${role}` : ''}`;
        found.add(`${name || control.className} (${kind}): ${width} × ${height}`);
      }
      return [...found];
    },
    { selector: CONTROLS, minimum: TOUCH_TARGET },
  );
}

/** Opens a page and waits until its content is there (a level-1 heading, nothing loading). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^Laddar.*\.\.\.$/)).toHaveCount(0);
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("every control on a doctor's phone pages is at least 44 × 44 px", async ({ page }) => {
  // A dozen pages, an application, a queued one, a saved job and an alert on a shared machine.
  test.setTimeout(180_000);
  const small = new Map<string, string[]>();
  const record = async (state: string) => {
    const controls = await smallControls(page);
    if (controls.length > 0) small.set(state, controls);
  };

  for (const path of ['/', '/signin', '/employers', '/about', '/contact']) {
    await open(page, path);
    await record(path);
  }
  // Own ads a plain letter applies to: other specs add locums that ask which periods, and
  // imported ads are applied for at their source.
  const [job, queuedJob] = (await publicJobs()).filter(
    (row) => row.source_id === null && ((row.periods as unknown[] | null) ?? []).length < 2,
  );
  if (!job || !queuedJob) throw new Error('the seed has fewer than two public jobs');

  const user = await createJobSeeker('tap-targets');
  await signInThroughUi(page, user);
  // The filter chips and the open filter sheet.
  await open(page, '/jobs?land=NO&omfattning=heltid');
  await record('/jobs with filters');
  await page.getByRole('button', { name: 'Filter (2)' }).click();
  await expect(page.getByRole('dialog', { name: 'Filter' })).toBeVisible();
  await record('/jobs, the filter sheet');
  await page.keyboard.press('Escape');

  // A job page: saved, then applied to (the toast's close button too).
  await open(page, `/jobs/${job.id}`);
  await record('a job page');
  await page.getByRole('button', { name: `Spara ${job.title}` }).click();
  await page.getByRole('button', { name: 'Ansök nu' }).filter({ visible: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Personligt brev')
    .fill('Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.');
  await record('the application dialog');
  await dialog.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(page.getByText('Ansökan skickats')).toBeVisible();
  await record('a job page with a toast');

  // An application the server cannot take now waits in the outbox.
  await page.route('**/functions/v1/send-job-application', (route) => route.abort());
  await open(page, `/jobs/${queuedJob.id}`);
  await page.getByRole('button', { name: 'Ansök nu' }).filter({ visible: true }).click();
  await dialog.getByLabel('Personligt brev').fill('Jag söker gärna även den här tjänsten.');
  await dialog.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(dialog).toBeHidden();

  await open(page, '/jobs');
  await page.getByRole('button', { name: 'Spara som bevakning' }).click();
  await page
    .getByRole('dialog', { name: 'Spara som bevakning' })
    .getByRole('button', { name: 'Spara bevakning' })
    .click();
  await expect(page.getByText('Bevakningen sparad')).toBeVisible();

  // A document on the profile, with its buttons.
  await open(page, '/profile');
  const documents = page.getByRole('region', { name: 'Mina dokument' });
  await documents.locator('input[type=file]').setInputFiles({
    name: 'CV.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(documents.getByRole('status')).toHaveText('CV.pdf är uppladdad.');

  for (const path of ['/saved-jobs', '/applications', '/alerts', '/profile', '/outbox']) {
    await open(page, path);
    await record(path);
  }
  // An open list of options.
  await open(page, '/profile');
  await page.getByRole('combobox', { name: 'Specialitet' }).click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await record('/profile, the specialties list');
  await page.keyboard.press('Escape');
  // The phone menu, open.
  await page.getByRole('button', { name: 'Öppna meny' }).click();
  await record('the phone menu');

  expect(Object.fromEntries(small)).toEqual({});
});
