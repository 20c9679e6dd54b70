// Every state issue 50 names, in the order a visitor, a doctor, an admin and an employer meet
// them; `npm run screenshots` takes each at 390 and 1440 px.
import type { Page } from 'playwright-core';
import { LOCUM, LOCUM_WITH_PERIODS, REQUESTING_COMPANY } from './demo-data.ts';
import { ADMIN, DOCTOR, isPhone, type State, signIn } from './shoot.ts';

const visible = (page: Page, role: 'button' | 'link', name: string | RegExp) =>
  page.getByRole(role, { name }).filter({ visible: true }).first();

const jobCards = (page: Page) => page.getByTestId('job-count').waitFor();

async function openApplySheet(page: Page) {
  await page.goto(`/jobs/${LOCUM_WITH_PERIODS}`);
  await visible(page, 'button', 'Ansök nu').click();
}

async function asAdmin(page: Page, to: string, heading: string | RegExp) {
  await signIn(page, ADMIN, to);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

export const STATES: State[] = [
  {
    name: 'home',
    async visit(page) {
      await page.goto('/');
      await page.getByRole('region', { name: 'Senaste jobben' }).getByRole('link').nth(1).waitFor();
    },
  },
  {
    // Compact cards on a phone, the filters on a desktop.
    name: 'jobs',
    async visit(page) {
      await page.goto('/jobs');
      await jobCards(page);
    },
  },
  {
    // The phone's filter sheet open; on a desktop the same filters as chips above the list.
    name: 'jobs-filters',
    async visit(page) {
      await page.goto('/jobs?land=SE&omfattning=heltid');
      await jobCards(page);
      if (isPhone(page)) {
        await visible(page, 'button', 'Filter (2)').click();
        await visible(page, 'button', 'Stäng filter').waitFor();
      }
    },
  },
  {
    // A locum's page with its fact box at the top.
    name: 'job',
    async visit(page) {
      await page.goto(`/jobs/${LOCUM}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  },
  {
    // The signed-in doctor's sheet: the locum's periods to choose among, the profile's gaps.
    name: 'apply',
    async visit(page) {
      await signIn(page, DOCTOR, `/jobs/${LOCUM_WITH_PERIODS}`);
      await openApplySheet(page);
      await page.getByRole('group', { name: 'Vilka perioder kan du ta?' }).waitFor();
    },
  },
  {
    // "Ansök nu" with no account: the sign-up form naming the job.
    name: 'apply-signup',
    async visit(page) {
      await openApplySheet(page);
      await page.getByText(/^Logga in eller skapa konto för att söka /).waitFor();
    },
  },
  {
    name: 'applications',
    async visit(page) {
      await signIn(page, DOCTOR, '/applications');
      await page.getByRole('heading', { name: 'Mina ansökningar' }).waitFor();
      await page.getByText('Hälsocentralen i Kiruna', { exact: false }).first().waitFor();
    },
  },
  {
    // The whole form: its parts are what the doctor is asked for.
    name: 'profile',
    fullPage: true,
    async visit(page) {
      await signIn(page, DOCTOR, '/profile');
      await page.getByRole('form', { name: 'Yrkesprofil' }).waitFor();
    },
  },
  {
    // Offline after one visit: the last known profile, read-only.
    name: 'profile-offline',
    async visit(page) {
      await signIn(page, DOCTOR, '/profile');
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.getByRole('form', { name: 'Yrkesprofil' }).waitFor();
      await page.waitForFunction(() =>
        localStorage.getItem('lakarjobb-norden-query-cache')?.includes('professional-profile'),
      );
      await page.context().setOffline(true);
      await page.reload();
      await page.getByText(/^Du är offline. Profilen visas/).waitFor();
    },
  },
  {
    // A Bevakning with its new jobs, and "Ny bevakning".
    name: 'alerts',
    async visit(page) {
      await signIn(page, DOCTOR, '/alerts');
      await visible(page, 'link', 'Ny bevakning').waitFor();
    },
  },
  {
    name: 'admin',
    async visit(page) {
      await asAdmin(page, '/admin', /./);
    },
  },
  {
    // The header's menu open over the admin's section menu.
    name: 'admin-menu',
    phoneOnly: true,
    async visit(page) {
      await asAdmin(page, '/admin', /./);
      await page.getByRole('button', { name: 'Öppna meny' }).click();
      await page.getByRole('button', { name: 'Stäng meny' }).waitFor();
    },
  },
  {
    name: 'admin-applications',
    async visit(page) {
      await asAdmin(page, '/admin/applications', /ansökningar/i);
      await visible(page, 'button', /^Visa profil och dokument från /).waitFor();
    },
  },
  {
    // One application's dossier with the employer's link and "Skicka länken igen".
    name: 'admin-dossier',
    async visit(page) {
      await asAdmin(page, '/admin/applications', /ansökningar/i);
      await visible(page, 'button', /^Visa profil och dokument från /).click();
      const dossier = page.getByRole('dialog', { name: /^Profil och dokument: / });
      const resend = dossier.getByRole('button', { name: 'Skicka länken igen' });
      await resend.scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'admin-requests',
    async visit(page) {
      await asAdmin(page, '/admin/requests', /./);
      await visible(page, 'button', `Skapa jobb från förfrågan: ${REQUESTING_COMPANY}`).waitFor();
    },
  },
  {
    // A published banner's form with the preview of its placement.
    name: 'admin-banner-form',
    async visit(page) {
      await asAdmin(page, '/admin/banners', /./);
      await visible(page, 'button', 'Redigera Läkare till Norrbotten').click();
      const preview = page
        .getByRole('dialog', { name: 'Redigera banner' })
        .getByRole('figure', { name: 'Förhandsvisning av bannern' });
      await preview.scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'admin-statistics',
    async visit(page) {
      await asAdmin(page, '/admin/statistik', 'Statistik');
      await page.getByRole('table', { name: 'Per annons' }).waitFor({ state: 'attached' });
    },
  },
  {
    // The employer, with no account: the report link and the link to one application.
    name: 'employer-report',
    async visit(page, links) {
      await page.goto(links.report);
      await page.getByRole('heading', { level: 1, name: /^Statistik för / }).waitFor();
    },
  },
  {
    name: 'employer-application',
    async visit(page, links) {
      await page.goto(links.application);
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  },
];
