// More public jobs than one page of the app's read (250 rows; hosted Supabase answers at most
// 1,000 per request): a first visit still lists every one, and a job that expires or is
// unpublished leaves the local copy on the next visit.
import { expect, test } from '@playwright/test';
import { serviceClient } from '../support/e2e-env';

const MARKER = `Sidjobb ${Date.now().toString(36)}`;
const MANY = 320;

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  const now = Date.now();
  const jobs = Array.from({ length: MANY }, (_, i) => ({
    title: `${MARKER} ${i}`,
    employer_name: 'Region Sidhantering',
    location: 'Umeå',
    description: 'Ett av många jobb som ska synas på en enda lista.',
    status: 'published' as const,
    published_at: new Date(now - i * 1000).toISOString(),
  }));
  const { error } = await serviceClient().from('jobs').insert(jobs);
  if (error) throw new Error(error.message);
});

test.afterAll(async () => {
  await serviceClient().from('jobs').delete().like('title', `${MARKER}%`);
});

test('a first visit lists every published job, also past the first page of the read', async ({
  page,
}) => {
  const { count } = await serviceClient()
    .from('jobs')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'published')
    .or(`expires_at.is.null,expires_at.gt."${new Date().toISOString()}"`);
  expect(count).toBeGreaterThan(MANY);
  await page.goto(`/jobs?q=${encodeURIComponent(MARKER)}`);
  await expect(page.getByTestId('job-count')).toHaveText(`Visar ${MANY} jobb`);
  await page.goto('/jobs');
  await expect(page.getByTestId('job-count')).toHaveText(`Visar ${count} jobb`);
});

test('the next visit drops a job that was unpublished or expired since', async ({ page }) => {
  await page.goto(`/jobs?q=${encodeURIComponent(MARKER)}`);
  await expect(page.getByTestId('job-count')).toHaveText(`Visar ${MANY} jobb`);
  const service = serviceClient();
  await service.from('jobs').update({ status: 'draft' }).eq('title', `${MARKER} 0`);
  await service
    .from('jobs')
    .update({ expires_at: new Date(Date.now() - 60_000).toISOString() })
    .eq('title', `${MARKER} 300`);
  await page.reload();
  await expect(page.getByTestId('job-count')).toHaveText(`Visar ${MANY - 2} jobb`);
  await expect(page.getByRole('heading', { name: `${MARKER} 300`, exact: true })).toHaveCount(0);
});
