// /signin: the two tabs, every rule and toast of spec §5 and §8, against the real Auth API.
import { expect, type Page, test } from '@playwright/test';
import { createJobSeeker, signInThroughUi, uniqueEmail } from '../support/e2e-accounts';
import { API_URL, anonClient, serviceClient } from '../support/e2e-env';
import { latestMailTo, messagesTo, verifyLink } from '../support/mail-sink';

function signUpForm(page: Page) {
  return page.getByRole('form', { name: 'Skapa konto' });
}

/**
 * The header's account controls: in the header on a desktop, in the menu the burger opens on a
 * phone (opened here, and shut again by the page change that follows).
 */
async function accountControls(page: Page, width: number) {
  if (width > 390) return page.getByRole('banner');
  await page.getByRole('button', { name: 'Öppna meny' }).click();
  return page.getByRole('navigation', { name: 'Mobilmeny' });
}

for (const width of [390, 1440]) {
  test(`at ${width} px: Skapa konto is the default tab; a new account lands on /jobs with one lasting notice, the e-mailed link signs it in`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const signUpRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/signup')) signUpRequests.push(request.url());
    });
    await page.goto('/signin');
    await expect(page.getByRole('tab', { name: 'Skapa konto' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const form = signUpForm(page);
    const email = uniqueEmail('signup');
    await form.getByLabel('Fullständigt namn').fill('Åsa Öberg');
    await form.getByLabel('E-post').fill(email);
    await form.getByLabel('Telefon').fill('070-123 45 67');
    await form.getByLabel('Yrke').selectOption('specialist');
    await form.getByLabel('Lösenord', { exact: true }).fill('Hemligt123!');
    // A typo first, twice: one error toast, not two.
    await form.getByLabel('Bekräfta lösenord').fill('Hemligt12!');
    await form.getByRole('button', { name: 'Skapa konto' }).click();
    await form.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page.getByText('Lösenorden matchar inte', { exact: true })).toHaveCount(1);
    await form.getByLabel('Bekräfta lösenord').fill('Hemligt123!');
    await form.getByRole('button', { name: 'Skapa konto' }).click();

    // Confirmation is on: one message, on the page (below), and nothing saying "start applying".
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByText('Konto skapat!')).toBeVisible();
    await expect(page.getByText('Du kan nu börja söka jobb')).toHaveCount(0);
    // Success takes the error's place: nothing says the opposite.
    await expect(page.getByText('Lösenorden matchar inte', { exact: true })).toHaveCount(0);
    // E-mail confirmation is on: not signed in yet, and told where the link went, on the page
    // (not in a toast), for as long as it matters: a reload keeps it.
    const notice = page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'Bekräfta din e-postadress' });
    await expect(notice).toContainText(`Vi har skickat en länk till ${email}.`);
    await expect(notice.getByRole('button', { name: 'Skicka länken igen' })).toBeVisible();
    await expect(
      (await accountControls(page, width)).getByRole('link', { name: 'Logga in' }),
    ).toBeVisible();
    await page.reload();
    await expect(notice).toBeVisible();

    // The link in the e-mail confirms the address and signs in.
    const mail = await latestMailTo(API_URL, email, 'Bekräfta din e-postadress');
    await page.goto(verifyLink(mail));
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByText('E-postadressen är bekräftad')).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expect(
      (await accountControls(page, width)).getByRole('button', { name: 'Logga ut' }),
    ).toBeVisible();

    // The redirect to /jobs went with the sign-up, and the metadata made the profile.
    expect(signUpRequests).toHaveLength(1);
    const redirect = new URL(signUpRequests[0] ?? '').searchParams.get('redirect_to');
    expect(redirect).toMatch(/\/jobs$/);
    const { data: profile } = await serviceClient()
      .from('job_seeker_profiles')
      .select('full_name, phone, profession, email')
      .eq('email', email)
      .single();
    expect(profile).toEqual({
      full_name: 'Åsa Öberg',
      phone: '070-123 45 67',
      profession: 'specialist',
      email,
    });
  });
}

test('passwords that do not match give Fel / Lösenorden matchar inte and nothing is sent', async ({
  page,
}) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/signup')) sent += 1;
  });
  await page.goto('/signin');
  const form = signUpForm(page);
  await form.getByLabel('Fullständigt namn').fill('Per Persson');
  await form.getByLabel('E-post').fill(uniqueEmail('mismatch'));
  await form.getByLabel('Yrke').selectOption('läkare');
  await form.getByLabel('Lösenord', { exact: true }).fill('Hemligt123!');
  await form.getByLabel('Bekräfta lösenord').fill('Hemligt124!');
  await form.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Fel' }).first()).toBeVisible();
  await expect(page.getByText('Lösenorden matchar inte').first()).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  expect(sent).toBe(0);
});

test('sign-up rules: required fields and a valid e-mail are checked before sending', async ({
  page,
}) => {
  await page.goto('/signin');
  const form = signUpForm(page);
  await form.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(form.getByText('Namn krävs')).toBeVisible();
  // The focus goes to the first field to fix, not left on the button below the messages.
  await expect(form.getByLabel('Fullständigt namn')).toBeFocused();
  await expect(form.getByText('Ogiltig email')).toBeVisible();
  await expect(form.getByText('Lösenord krävs')).toBeVisible();
  // Profession is optional (spec §5 requires only name, e-mail and the passwords).
  await expect(form.getByText('Välj ett yrke i listan')).toHaveCount(0);
  await expect(form.getByText('Minst 8 tecken')).toBeVisible();
  await form.getByLabel('Lösenord', { exact: true }).fill('kort123');
  await form.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(form.getByText('Lösenordet måste vara minst 8 tecken')).toBeVisible();
});

test('signing up with a registered e-mail answers as for a new one and sends nothing', async ({
  page,
}) => {
  // Supabase Auth does not tell whether an address is registered; neither does the app.
  const existing = await createJobSeeker('taken');
  await page.goto('/signin');
  const form = signUpForm(page);
  await form.getByLabel('Fullständigt namn').fill('Dubbel Konto');
  await form.getByLabel('E-post').fill(existing.email);
  await form.getByLabel('Lösenord', { exact: true }).fill('Annat123!');
  await form.getByLabel('Bekräfta lösenord').fill('Annat123!');
  await form.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByText('Konto skapat!')).toBeVisible();
  await expect(page.getByText(`Vi har skickat en länk till ${existing.email}.`)).toBeVisible();
  expect(await messagesTo(API_URL, existing.email)).toEqual([]);
  // The account keeps its own password.
  await signInThroughUi(page, existing);
});

test('signing in before confirming says so in Swedish and sends a new link', async ({ page }) => {
  const email = uniqueEmail('unconfirmed');
  const { error } = await anonClient().auth.signUp({ email, password: 'Hemligt123!' });
  expect(error).toBeNull();
  await page.goto('/signin?flik=logga-in');
  const form = page.getByRole('form', { name: 'Logga in' });
  await form.getByLabel('E-post').fill(email);
  await form.getByLabel('Lösenord', { exact: true }).fill('Hemligt123!');
  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(
    page.getByText('E-postadressen är inte bekräftad ännu.', { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByText('Du behöver bekräfta din e-postadress innan du kan logga in.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Skicka länken igen' }).click();
  // Auth sends one link per address per minute: the sign-up's was just sent.
  await expect(
    page.getByText('Vi har nyss skickat ett mejl till den här adressen.', { exact: false }),
  ).toBeVisible();
  expect(await messagesTo(API_URL, email)).toHaveLength(1);
});

test('Logga in: wrong password fails in Swedish, the right one welcomes back', async ({ page }) => {
  const user = await createJobSeeker('signin');
  await page.goto('/signin');
  await page.getByRole('tab', { name: 'Logga in' }).click();
  const form = page.getByRole('form', { name: 'Logga in' });

  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(form.getByText('Ogiltig email')).toBeVisible();
  await expect(form.getByText('Lösenord krävs')).toBeVisible();
  await expect(form.getByLabel('E-post')).toBeFocused();

  await form.getByLabel('E-post').fill(user.email);
  await form.getByLabel('Lösenord', { exact: true }).fill('fel-lösenord');
  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Inloggning misslyckades')).toBeVisible();
  await expect(page.getByText('Fel e-post eller lösenord')).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);

  await form.getByLabel('Lösenord', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Inloggning lyckades!')).toBeVisible();
  await expect(page.getByText('Välkommen tillbaka')).toBeVisible();
  await expect(page).toHaveURL(/\/jobs$/);
});

test('signing in in another tab signs the open anonymous tab in too', async ({ page, context }) => {
  const user = await createJobSeeker('tabs');
  await page.goto('/jobs');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logga in' })).toBeVisible();

  const other = await context.newPage();
  await signInThroughUi(other, user);
  await expect(other.getByRole('banner').getByRole('button', { name: 'Logga ut' })).toBeVisible();
  // The first tab had no session to restore at start; it hears of the new one all the same.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logga ut' })).toBeVisible();
});

test('a signed-out visitor on Min profil or Mina ansökningar signs in there and stays there', async ({
  page,
}) => {
  const user = await createJobSeeker('tillbaka-hit');
  for (const [path, heading] of [
    ['/applications', 'Mina ansökningar'],
    ['/profile', 'Min profil'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('main').getByRole('link', { name: 'Logga in' }).click();
    await expect(page.getByRole('tab', { name: 'Logga in' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const form = page.getByRole('form', { name: 'Logga in' });
    await form.getByLabel('E-post').fill(user.email);
    await form.getByLabel('Lösenord', { exact: true }).fill(user.password);
    await form.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expect(page.getByRole('link', { name: 'Logga in' }).first()).toBeVisible();
  }
});
