// Bevakningar in the browser: save the /jobs filters as an alert, find it on Bevakningar, change
// it, open its search, delete it; visitors are invited to sign in; the unsubscribe link in a
// digest, which asks before the alert's e-mail stops.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { createJobSeeker, signInThroughUi } from '../support/e2e-accounts';
import { searchMarker } from '../support/e2e-data';
import { API_URL, serviceClient } from '../support/e2e-env';
import { latestMailTo } from '../support/mail-sink';

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
  await form.getByLabel('Lösenord', { exact: true }).fill(user.password);
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
  expect(await axeViolations(page, { everyImpact: true })).toEqual([]);

  await card.getByRole('button', { name: 'Ändra Kirurgi i Skåne' }).click();
  const edit = page.getByRole('dialog', { name: 'Ändra bevakning' });
  await expect(edit.getByLabel('Namn på bevakningen')).toHaveValue('Kirurgi i Skåne');
  expect(await axeViolations(page, { everyImpact: true })).toEqual([]);
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

test('a Bevakning counts the new jobs that match it, until its jobs are opened; Ny bevakning leads to the search', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const user = await createJobSeeker('nya-jobb');
  const marker = searchMarker();
  const service = serviceClient();
  const alert = await service
    .from('job_alerts')
    // No e-mail: the stand-in's minute-by-minute alert run would otherwise e-mail the two jobs
    // between the insert and the page, and an e-mailed job is no longer new.
    .insert({
      user_id: user.userId,
      name: `Nya ${marker}`,
      search: { q: marker },
      frequency: 'off',
    })
    .select('id')
    .single();
  if (alert.error) throw new Error(alert.error.message);
  // Two matching jobs published after the alert was made, one that does not match.
  const jobs = await service
    .from('jobs')
    .insert(
      [`Kirurg ${marker}`, `Narkosläkare ${marker}`, 'Ortoped utan markör'].map((title) => ({
        title,
        employer_name: 'Region E2E',
        location: 'Luleå',
        description: 'En tjänst för testet.',
        status: 'published',
      })),
    )
    .select('id');
  if (jobs.error) throw new Error(jobs.error.message);
  try {
    await signInThroughUi(page, user);
    await page.goto('/alerts');
    const card = page.getByRole('article', { name: `Nya ${marker}` });
    await expect(card.getByText('2 nya jobb')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ny bevakning' })).toHaveAttribute('href', '/jobs');

    await card.getByRole('link', { name: 'Visa jobben' }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${marker}`));
    await page.goto('/alerts');
    await expect(card.getByText('Inga nya jobb')).toBeVisible();
  } finally {
    await service
      .from('jobs')
      .delete()
      .in(
        'id',
        jobs.data.map((job) => job.id),
      );
  }
});

/** A daily alert on a job of its own, and its first digest as the doctor receives it. */
async function digestWithAlert(): Promise<{ alertId: string; unsubscribeLink: string }> {
  const user = await createJobSeeker('avsluta-bevakning');
  const marker = searchMarker();
  const service = serviceClient();
  const alert = await service
    .from('job_alerts')
    .insert({ user_id: user.userId, name: `Avsluta ${marker}`, search: { q: marker } })
    .select('id')
    .single();
  if (alert.error) throw new Error(alert.error.message);
  // Published after the alert, so the alert's next run sends it; taken down again at once.
  const job = await service
    .from('jobs')
    .insert({
      title: `Kirurg ${marker}`,
      employer_name: 'Region E2E',
      location: 'Luleå',
      description: 'En tjänst för testet.',
      status: 'published',
    })
    .select('id')
    .single();
  if (job.error) throw new Error(job.error.message);
  try {
    const run = await service.functions.invoke('send-job-alerts');
    if (run.error) throw run.error;
    const digest = await latestMailTo(API_URL, user.email, `Avsluta ${marker}`);
    const link = digest.text.match(/\S+\/functions\/v1\/job-alert-unsubscribe\?token=\S+/)?.[0];
    if (!link) throw new Error(`no unsubscribe link in the digest:\n${digest.text}`);
    return { alertId: alert.data.id, unsubscribeLink: link };
  } finally {
    await service.from('jobs').delete().eq('id', job.data.id);
  }
}

async function frequency(alertId: string): Promise<string | undefined> {
  const { data } = await serviceClient()
    .from('job_alerts')
    .select('frequency')
    .eq('id', alertId)
    .single();
  return data?.frequency;
}

test('the unsubscribe link in a digest asks first, then stops the alert', async ({ page }) => {
  const { alertId, unsubscribeLink } = await digestWithAlert();

  // Opening the link (as a mail scanner would) changes nothing.
  await page.goto(unsubscribeLink);
  await expect(page).toHaveURL(/\/alerts\/unsubscribe\?token=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Avsluta bevakningen?');
  expect(await frequency(alertId)).toBe('daily');

  // The server cannot be reached: a Swedish error, and the button is there for another try.
  await page.route('**/functions/v1/job-alert-unsubscribe*', (route) => route.abort());
  const button = page.getByRole('button', { name: 'Avsluta bevakningen' });
  await button.click();
  await expect(page.getByRole('alert')).toContainText('Bevakningen kunde inte avslutas');
  expect(await frequency(alertId)).toBe('daily');
  await page.unroute('**/functions/v1/job-alert-unsubscribe*');

  // A double click sends one request: the button waits (loading) for the first.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('job-alert-unsubscribe'))
      posts.push(request.url());
  });
  await button.dblclick();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevakningen är avslutad');
  expect(posts).toHaveLength(1);
  await expect(page).toHaveURL(/\/alerts\/unsubscribed\?resultat=avslutad$/);
  expect(await frequency(alertId)).toBe('off');
});

test('a bad unsubscribe link says so, without a button', async ({ page }) => {
  await page.goto('/alerts/unsubscribe?token=inte-en-token');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Länken fungerar inte');
  await expect(page.getByRole('button', { name: 'Avsluta bevakningen' })).toHaveCount(0);
  await page.goto('/alerts/unsubscribe');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Länken fungerar inte');

  // Well formed, but no alert has it (deleted since): the server says so after the click.
  await page.goto(`/alerts/unsubscribe?token=${randomUUID()}`);
  await page.getByRole('button', { name: 'Avsluta bevakningen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Länken fungerar inte');

  await page.goto('/alerts/unsubscribed?resultat=något');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Länken fungerar inte');
});
