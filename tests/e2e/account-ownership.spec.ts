// Whoever confirms an address owns the account: when a confirmation removed every
// password of an address that was signed up more than once (app_metadata.password_required, set
// by the database; tests/integration/standin-auth-email has the sign-ups and the link), the app
// asks the signed-in person for a password, and only that password signs in afterwards.
import { expect, test } from '@playwright/test';
import { signInThroughUi, uniqueEmail } from '../support/e2e-accounts';
import { API_URL, anonClient, SERVICE_ROLE_KEY } from '../support/e2e-env';

test('a confirmed contested account is asked for its password until one is chosen', async ({
  page,
}) => {
  const email = uniqueEmail('agare');
  const response = await fetch(`${API_URL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    // The session the confirmation link gives, here from a sign-in with a one-off password.
    body: JSON.stringify({
      email,
      password: 'Engangs-lösen-1',
      email_confirm: true,
      app_metadata: { password_required: true },
      user_metadata: { full_name: 'Ägare Läkare' },
    }),
  });
  expect(response.ok).toBe(true);
  await signInThroughUi(page, { email, password: 'Engangs-lösen-1' });

  const dialog = page.getByRole('dialog', { name: 'Välj ett lösenord' });
  await expect(dialog).toContainText('registrerades mer än en gång');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nytt lösenord', { exact: true }).fill('Mitt-eget-lösen-7');
  await dialog.getByLabel('Bekräfta nytt lösenord').fill('Mitt-eget-lösen-7');
  await dialog.getByRole('button', { name: 'Spara lösenord' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Lösenordet är sparat')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Välj ett lösenord' })).toHaveCount(0);

  const own = await anonClient().auth.signInWithPassword({ email, password: 'Mitt-eget-lösen-7' });
  expect(own.error).toBeNull();
  expect(own.data.user?.app_metadata.password_required).toBeUndefined();
});
