// What the specs about an application's way to the employer share: a job of the test's own, the
// link in the employer's notice (from the stand-in's mail sink), and the admin's and employer's
// browsers beside the applicant's.
import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page } from '@playwright/test';
import { API_URL, serviceClient } from '../support/e2e-env';
import { messagesTo } from '../support/mail-sink';
import { signInAsAdmin } from './admin-support';

export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A published job of its own for one test (service role), with the fields given. */
export async function publishJob(fields: {
  title: string;
  location: string;
  employer_email?: string;
}) {
  const { data, error } = await serviceClient()
    .from('jobs')
    .insert({
      employer_name: 'Region E2E',
      description: 'En tjänst för testet.',
      status: 'published',
      ...fields,
    })
    .select()
    .single();
  if (error) throw error;
  return data;
}

/** The link to the application in the employer's notice about `jobTitle`. */
export async function employerLink(employerEmail: string, jobTitle: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const notice = (await messagesTo(API_URL, employerEmail)).find((m) =>
          m.subject.includes(jobTitle),
        );
        link = notice?.text.match(/https?:\/\/\S+\/ansokan\/[0-9a-f]{64}/)?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

export async function downloadedBytes(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await click();
  return readFile(await (await download).path());
}

async function inOwnContext(browser: Browser, work: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    await work(await context.newPage());
  } finally {
    await context.close();
  }
}

export const asAdmin = (browser: Browser, work: (page: Page) => Promise<void>) =>
  inOwnContext(browser, async (page) => {
    await signInAsAdmin(page);
    await work(page);
  });

/** The employer: no account, a browser of their own, the link from the e-mail. */
export const asEmployer = (browser: Browser, link: string, work: (page: Page) => Promise<void>) =>
  inOwnContext(browser, async (page) => {
    await page.goto(link);
    await work(page);
  });
