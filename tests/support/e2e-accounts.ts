// Accounts for e2e tests: fresh confirmed job seekers (Auth's admin API), and sign-in via the UI.
import { expect, type Page } from '@playwright/test';
import { createConfirmedJobSeeker } from './accounts';
import { API_URL, SERVICE_ROLE_KEY, serviceClient } from './e2e-env';
import { latestMailTo, verifyLink } from './mail-sink';

export type TestUser = { email: string; password: string; fullName: string; userId: string };

/** The seeded demo job seeker (supabase/seed.sql). */
export const DEMO_JOB_SEEKER = { email: 'lakare@lakarjobb.local', password: 'Lakare123!' };
/** The seeded demo admin. */
export const DEMO_ADMIN = { email: 'admin@lakarjobb.local', password: 'Admin123!' };

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@lakarjobb.test`;
}

export async function createJobSeeker(
  label: string,
  { phone = '' }: { phone?: string } = {},
): Promise<TestUser> {
  const email = uniqueEmail(label);
  const password = 'Testlösen123!';
  const fullName = `Testa ${label} Läkare`;
  const userId = await createConfirmedJobSeeker(
    { url: API_URL, serviceRoleKey: SERVICE_ROLE_KEY },
    { email, password, metadata: { full_name: fullName, phone, profession: 'läkare' } },
  );
  return { email, password, fullName, userId };
}

/** Removes the profile row the sign-up trigger made (a user who never completed a profile). */
export async function deleteProfile(userId: string): Promise<void> {
  const { error } = await serviceClient()
    .from('job_seeker_profiles')
    .delete()
    .eq('user_id', userId);
  if (error) throw new Error(`could not delete profile: ${error.message}`);
}

/** Signs in on /signin; without a return path a doctor lands on /jobs and an admin on /admin. */
export async function signInThroughUi(
  page: Page,
  user: { email: string; password: string },
  landing: RegExp = /\/jobs$/,
): Promise<void> {
  await page.goto('/signin');
  await page.getByRole('tab', { name: 'Logga in' }).click();
  const form = page.getByRole('form', { name: 'Logga in' });
  await form.getByLabel('E-post').fill(user.email);
  await form.getByLabel('Lösenord', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Inloggning lyckades!')).toBeVisible();
  await expect(page).toHaveURL(landing);
}

/** On /forgot-password: asks for a reset link for `email` and opens it from the mail sink. */
export async function openResetLink(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Skicka länk' });
  await form.getByLabel('E-post').fill(email);
  await form.getByRole('button', { name: 'Skicka länk' }).click();
  await expect(page.getByText(`Om det finns ett konto för ${email}`)).toBeVisible();
  const mail = await latestMailTo(API_URL, email, 'Välj ett nytt lösenord');
  await page.goto(verifyLink(mail));
  await expect(page).toHaveURL(/\/reset-password$/);
}
