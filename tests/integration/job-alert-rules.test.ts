// The Bevakningar rules without a server: when an alert is due, and what its digest says.
import { describe, expect, it } from 'vitest';
import { isAlertDue } from '../../supabase/functions/_server/alert-due.ts';
import {
  jobAlertDigestEmail,
  searchUrl,
} from '../../supabase/functions/_shared/email/job-alert-digest.ts';

const now = new Date('2026-11-23T08:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000).toISOString();

describe('isAlertDue', () => {
  it('is due at once before its first digest, unless it is off', () => {
    expect(isAlertDue({ frequency: 'daily', last_sent_at: null }, now)).toBe(true);
    expect(isAlertDue({ frequency: 'weekly', last_sent_at: null }, now)).toBe(true);
    expect(isAlertDue({ frequency: 'off', last_sent_at: null }, now)).toBe(false);
  });

  it('e-mails a daily alert at most once a day', () => {
    expect(isAlertDue({ frequency: 'daily', last_sent_at: hoursAgo(23.9) }, now)).toBe(false);
    expect(isAlertDue({ frequency: 'daily', last_sent_at: hoursAgo(24) }, now)).toBe(true);
  });

  it('e-mails a weekly alert at most once a week', () => {
    expect(isAlertDue({ frequency: 'weekly', last_sent_at: hoursAgo(6 * 24 + 23) }, now)).toBe(
      false,
    );
    expect(isAlertDue({ frequency: 'weekly', last_sent_at: hoursAgo(7 * 24) }, now)).toBe(true);
  });

  it('never e-mails an alert that is off', () => {
    expect(isAlertDue({ frequency: 'off', last_sent_at: hoursAgo(1000) }, now)).toBe(false);
  });
});

describe('jobAlertDigestEmail', () => {
  const settings = { provider_name: 'Läkarjobb Norden', email_signature: 'Vänliga hälsningar' };
  const job = (id: string, title: string) => ({
    id,
    title,
    employer_name: 'Region Skåne',
    location: 'Lund',
  });
  const digest = (jobs: ReturnType<typeof job>[], alertName = 'Kirurgi i Skåne') =>
    jobAlertDigestEmail(
      {
        alertName,
        jobs,
        search: { specialitet: 'kirurgi', region: 'Skåne', minlon: 60000 },
        siteUrl: 'https://lakarjobbnorden.se/',
        unsubscribeUrl: 'https://api.example/functions/v1/job-alert-unsubscribe?token=abc',
      },
      settings,
    );

  it('names the alert and counts the jobs in Swedish', () => {
    expect(digest([job('1', 'Kirurg')]).subject).toBe(
      '1 nytt jobb för din bevakning ”Kirurgi i Skåne”',
    );
    expect(digest([job('1', 'A'), job('2', 'B')]).subject).toBe(
      '2 nya jobb för din bevakning ”Kirurgi i Skåne”',
    );
  });

  it('links every job, the whole search, Bevakningar and the unsubscribe link', () => {
    const { text, html } = digest([job('a1', 'Överläkare kirurgi'), job('b2', 'ST-läkare')]);
    expect(text).toContain(
      'Överläkare kirurgi – Region Skåne, Lund\nhttps://lakarjobbnorden.se/jobs/a1?via=bevakning',
    );
    // Tagged, so the employers' statistics tell visits from digests apart.
    expect(text).toContain('https://lakarjobbnorden.se/jobs/b2?via=bevakning');
    const all =
      'https://lakarjobbnorden.se/jobs?specialitet=kirurgi&region=Sk%C3%A5ne&minlon=60000';
    expect(text).toContain(`Se alla jobb som matchar bevakningen: ${all}`);
    expect(text).toContain('https://lakarjobbnorden.se/alerts');
    expect(text).toContain(
      'Avsluta bevakningen: https://api.example/functions/v1/job-alert-unsubscribe?token=abc',
    );
    expect(html).toContain('href="https://lakarjobbnorden.se/jobs/a1?via=bevakning"');
    expect(html).toContain('>Avsluta bevakningen</a>');
    expect(text.endsWith('-- \nVänliga hälsningar')).toBe(true);
  });

  it('escapes what users and admins typed, and keeps the subject one line', () => {
    const { subject, html } = digest(
      [job('1', '<img src=x onerror=alert(1)>')],
      'Min <b>bevakning</b>\r\nBcc: x@evil.example',
    );
    expect(subject).not.toMatch(/[\r\n]/);
    expect(html).not.toMatch(/<img|<b>/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('builds the /jobs link from the set filters only', () => {
    expect(searchUrl('https://x.se', {})).toBe('https://x.se/jobs');
    expect(searchUrl('https://x.se', { q: 'akut läkare', land: 'NO' })).toBe(
      'https://x.se/jobs?q=akut+l%C3%A4kare&land=NO',
    );
  });
});
