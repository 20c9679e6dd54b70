// A doctor's documents on /profile in Chromium against the stand-in's Storage: upload a CV (PDF)
// and a licence copy (JPEG), the refusals of a 12 MB file and a renamed .exe with their Swedish
// messages, the ZIP of "Ladda ner mina uppgifter" holding the files, and no object left after
// "Radera mitt konto".
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { documentMessages } from '../../supabase/functions/_shared/documents/file-check';
import { createJobSeeker, signInThroughUi, type TestUser } from '../support/e2e-accounts';
import { serviceClient } from '../support/e2e-env';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

async function upload(
  page: Page,
  kind: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const card = page.getByRole('region', { name: 'Mina dokument' });
  await card.getByLabel('Typ av dokument').selectOption({ label: kind });
  await card.locator('input[type=file]').setInputFiles(file);
  return card;
}

async function storedObjects(user: TestUser): Promise<string[]> {
  const { data, error } = await serviceClient().storage.from('documents').list(user.userId);
  if (error) throw error;
  return data.map((entry) => entry.name);
}

test('upload a CV and a licence copy, refuse a 12 MB file and a renamed .exe, ZIP them, delete the account', async ({
  page,
}) => {
  const user = await createJobSeeker('dokument');
  await signInThroughUi(page, user);
  await page.goto('/profile');

  const card = await upload(page, 'CV', {
    name: 'CV Åsa.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(card.getByRole('status')).toHaveText('CV Åsa.pdf är uppladdad.');
  await upload(page, 'Legitimation', {
    name: 'legitimation.jpg',
    mimeType: 'image/jpeg',
    buffer: JPEG,
  });
  const list = card.getByRole('list', { name: 'Uppladdade dokument' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('CV Åsa.pdf')).toBeVisible();
  await expect(list.getByText('Legitimation ·')).toBeVisible();

  await upload(page, 'CV', {
    name: 'stor.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(12 * 1024 * 1024, 0x25),
  });
  await expect(card.getByRole('alert')).toContainText(documentMessages.tooLarge);
  await upload(page, 'CV', {
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0]),
  });
  await expect(card.getByRole('alert')).toContainText(documentMessages.wrongType);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  expect((await storedObjects(user)).length).toBe(2);

  const myData = page.getByRole('region', { name: 'Mina uppgifter' });
  const download = page.waitForEvent('download');
  await myData.getByRole('button', { name: 'Ladda ner mina uppgifter' }).click();
  const zip = unzipSync(await readFile(await (await download).path()));
  expect(Buffer.from(zip['dokument/CV Åsa.pdf'] as Uint8Array)).toEqual(PDF);
  expect(Buffer.from(zip['dokument/legitimation.jpg'] as Uint8Array)).toEqual(JPEG);
  const data = JSON.parse(Buffer.from(zip['mina-uppgifter.json'] as Uint8Array).toString('utf8'));
  expect(data.dokument.map((d: { file_name: string }) => d.file_name).sort()).toEqual([
    'CV Åsa.pdf',
    'legitimation.jpg',
  ]);

  await myData.getByRole('button', { name: 'Radera mitt konto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Radera mitt konto' });
  await dialog.getByLabel('Skriv ditt lösenord för att bekräfta').fill(user.password);
  await dialog.getByRole('button', { name: 'Radera kontot permanent' }).click();
  await expect(page.getByText('Ditt konto är raderat')).toBeVisible();
  expect(await storedObjects(user)).toEqual([]);
});
