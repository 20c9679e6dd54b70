// The employers' report e-mails on the stand-in: send-employer-reports, called as the
// scheduler calls it, queues this month's report for each employer with a running ad (last
// month's, or the month so far for one new this month) and a banner's final report when its
// period ends; the mails are read back from a real SMTP server and
// their links open that employer's report, and nothing else. A second run queues nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { senderFrom } from '../support/ad-events.ts';
import type { ReceivedMail } from '../support/smtp-sink.ts';
import {
  type EmailHarness,
  eventually,
  signUpJobSeeker,
  startEmailHarness,
} from './email-harness.ts';

let h: EmailHarness;
const marker = randomUUID().slice(0, 8);
const DAY_MS = 86_400_000;

/** Employers of this file only, each with its own address. */
const employer = (name: string) => ({
  name: `${name} ${marker}`,
  email: `${name.toLowerCase().replaceAll(' ', '-')}-${marker}@example.se`,
});
const running = employer('Region Norr');
const ended = employer('Region Syd');
const withBanner = employer('Region Banner');
const noAddress = employer('Region Tyst');
const newcomer = employer('Region Ny');

const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const ahead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

let runningJob: string;
let bannerId: string;

async function runReports(): Promise<number> {
  const { data, error } = await h.service.functions.invoke('send-employer-reports');
  if (error) throw error;
  return (data as { queued: number }).queued;
}

const mailsTo = (address: string) =>
  h.smtp.messages.filter((mail) => mail.envelopeTo.includes(address));

async function onlyMailTo(address: string): Promise<ReceivedMail> {
  await eventually(async () => (mailsTo(address).length > 0 ? true : undefined));
  const mails = mailsTo(address);
  expect(mails).toHaveLength(1);
  return mails[0] as ReceivedMail;
}

/** The report link in a mail, and what it shows: what the employer sees on /rapport/<token>. */
async function reportBehind(mail: ReceivedMail, from: string, to: string) {
  const token = mail.text.match(/\/rapport\/([0-9a-f]{64})\?dagar=90$/m)?.[1];
  expect(token, mail.text).toBeDefined();
  const { data, error } = await h.anon.rpc('employer_report', {
    token: token as string,
    from_day: from,
    to_day: to,
  });
  if (error) throw error;
  return data as {
    employer: string;
    ads: { id: string; employer_name: string }[];
    counts: { adId: string; event: string; count: number }[];
  };
}

const stockholmDay = (time: number) =>
  new Date(time).toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

/** "oktober 2026": the Stockholm month `back` months before this one. */
function stockholmMonth(back: number): string {
  const [year, month] = stockholmDay(Date.now()).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - back, 15)).toLocaleDateString('sv-SE', {
    month: 'long',
    year: 'numeric',
  });
}

beforeAll(async () => {
  // The test runs the reports itself rather than on the stand-in's hourly timer.
  h = await startEmailHarness({ STANDIN_EMPLOYER_REPORTS_INTERVAL_MS: '0' });
  // Published 40 days ago: running before this month began, so last month's report is theirs.
  runningJob = await h.publishJob({
    employer_name: running.name,
    employer_email: running.email,
    published_at: ago(40),
    expires_at: ahead(20),
  });
  await h.publishJob({
    employer_name: ended.name,
    employer_email: ended.email,
    published_at: ago(40),
    expires_at: ago(5),
  });
  await h.publishJob({
    employer_name: noAddress.name,
    published_at: ago(40),
    expires_at: ahead(20),
  });
  // Published today: its first report is of the month so far.
  await h.publishJob({
    title: `Nyhet ${marker}`,
    employer_name: newcomer.name,
    employer_email: newcomer.email,
  });
  // A banner whose paid period ended a minute ago; its employer's address is its job's.
  await h.publishJob({
    employer_name: withBanner.name,
    employer_email: withBanner.email,
    published_at: ago(60),
    expires_at: ago(30),
  });
  const { data, error } = await h.service
    .from('banners')
    .insert({
      title: `Jobba i Kiruna ${marker}`,
      employer_name: withBanner.name,
      image_url: '/banners/kiruna.png',
      status: 'published',
      published_at: ago(30.01),
      expires_at: new Date(Date.now() - 60_000).toISOString(),
    })
    .select('id')
    .single();
  if (error) throw error;
  bannerId = data.id;
  // Seen by two visitors and clicked by one of them, counted as the pages count.
  const at = (msAgo: number) => Date.now() - msAgo;
  const seenAndClicked = await senderFrom(
    h,
    '127.0.7.1',
  )({
    key: randomUUID(),
    events: [
      { event: 'banner_impression', id: bannerId, source: 'home', at: at(120_000) },
      { event: 'banner_click', id: bannerId, source: 'home', at: at(100_000) },
    ],
  });
  const seen = await senderFrom(
    h,
    '127.0.7.2',
  )({
    key: randomUUID(),
    events: [{ event: 'banner_impression', id: bannerId, source: 'search', at: at(110_000) }],
  });
  expect([seenAndClicked.status, seen.status]).toEqual([200, 200]);
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('send-employer-reports', () => {
  let first: number;

  beforeAll(async () => {
    first = await runReports();
  });

  it("mails this month's report to an employer with a running ad, with a link to its own figures", async () => {
    expect(first).toBeGreaterThanOrEqual(3);
    const mail = await onlyMailTo(running.email);
    expect(mail.subject).toBe(`Er annonsstatistik för ${stockholmMonth(1)}`);
    expect(mail.text).toContain(`Hej ${running.name}!`);
    expect(mail.text).toContain('Specialistläkare (jobbannons)');
    expect(mail.text).toMatch(/Sidvisningar: 0/);

    const today = stockholmDay(Date.now());
    const report = await reportBehind(mail, stockholmDay(Date.now() - 60 * DAY_MS), today);
    expect(report.employer).toBe(running.name);
    expect(report.ads.map((ad) => ad.id)).toEqual([runningJob]);
  });

  it('mails an employer new this month its link and the month so far', async () => {
    const mail = await onlyMailTo(newcomer.email);
    const tomorrow = stockholmDay(Date.now() + DAY_MS);
    const phrase = tomorrow.endsWith('-01') ? 'för' : 'hittills i';
    expect(mail.subject).toBe(`Er annonsstatistik ${phrase} ${stockholmMonth(0)}`);
    expect(mail.text).toContain(`Nyhet ${marker} (jobbannons)`);
    const today = stockholmDay(Date.now());
    const report = await reportBehind(mail, today, today);
    expect(report.employer).toBe(newcomer.name);
  });

  it("mails a banner's final report when its period ends, with the period's figures", async () => {
    const mail = await onlyMailTo(withBanner.email);
    expect(mail.subject).toBe(`Slutrapport för er banner ”Jobba i Kiruna ${marker}”`);
    expect(mail.text).toContain(`Jobba i Kiruna ${marker} (banner)\nBannervisningar: 2, Klick: 1`);
    const report = await reportBehind(
      mail,
      stockholmDay(Date.now() - 120_000),
      stockholmDay(Date.now()),
    );
    expect(report.employer).toBe(withBanner.name);
    expect(new Set(report.ads.map((ad) => ad.employer_name))).toEqual(new Set([withBanner.name]));
    const clicks = report.counts.filter((c) => c.adId === bannerId && c.event === 'banner_click');
    expect(clicks.map((c) => c.count)).toEqual([1]);
  });

  it('sends nothing to an employer without a running ad or without an address', async () => {
    await onlyMailTo(running.email);
    expect(mailsTo(ended.email)).toEqual([]);
    const { data, error } = await h.service
      .from('employer_report_deliveries')
      .select('employer_name')
      .in('employer_name', [ended.name, noAddress.name]);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('queues nothing on a second run; the sent reports keep no token', async () => {
    // The first run's three reports have arrived (as the tests that read them wait for).
    for (const { email } of [running, withBanner, newcomer]) await onlyMailTo(email);
    expect(await runReports()).toBe(0);
    expect(mailsTo(running.email)).toHaveLength(1);
    expect(mailsTo(withBanner.email)).toHaveLength(1);
    expect(mailsTo(newcomer.email)).toHaveLength(1);
    const { data, error } = await h.service
      .from('employer_report_deliveries')
      .select('kind, token')
      .in('employer_name', [running.name, withBanner.name, newcomer.name])
      .order('kind');
    expect(error).toBeNull();
    expect(data).toEqual([
      { kind: 'final', token: null },
      { kind: 'monthly', token: null },
      { kind: 'monthly', token: null },
    ]);
  });

  it('lets neither visitors nor signed-in users read the deliveries or queue reports', async () => {
    const { client: seeker } = await signUpJobSeeker(h, 'Nyfiken Läkare');
    for (const client of [h.anon, seeker]) {
      const read = await client.from('employer_report_deliveries').select('token');
      expect(read.error?.code).toBe('42501');
      const queue = await client.rpc('queue_employer_reports');
      expect(queue.error?.code).toBe('42501');
      const run = await client.functions.invoke('send-employer-reports');
      expect((run.error as { context?: Response } | null)?.context?.status).toBe(403);
    }
  });
});
