// The Bevakningar digest: one e-mail per alert run with every new matching job, its link, the
// whole search, the page that manages alerts and the unsubscribe link (which asks to confirm).
// Each job also shows its classification and its definition's sections (@shared/public-job, e.g.
// Kontaktperson).
import { type DefinedJob, jobSections } from '../public-job.ts';
import { SOURCE_PARAM, SOURCE_PARAM_VALUES } from '../schemas/ad-event-names.ts';
import { classificationLines, periodsOf, periodText } from '../search/job-terms.ts';
import type { EmailContent } from './layout.ts';
import type { ProviderSettings } from './messages.ts';
import { escapeHtml, headerText } from './safe-text.ts';

export interface DigestJob {
  id: string;
  title: string;
  employer_name: string;
  location: string;
  /** An assignment's periods. */
  periods?: unknown;
  /** The job's other public columns: the digest carries its whole row. */
  [column: string]: unknown;
}

export interface JobAlertDigest {
  alertName: string;
  jobs: DigestJob[];
  /** The saved filters, as the /jobs URL's search params. */
  search: Record<string, unknown>;
  /** The app's address, e.g. https://lakarjobbnorden.se */
  siteUrl: string;
  /** The unsubscribe function's URL with the alert's token (GET asks to confirm; POST turns off). */
  unsubscribeUrl: string;
}

/** The /jobs address of a saved search: its set values as URL search params. */
export function searchUrl(siteUrl: string, search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (typeof value === 'string' || typeof value === 'number') params.set(key, String(value));
  }
  const query = params.toString();
  return `${siteUrl}/jobs${query ? `?${query}` : ''}`;
}

export const jobCountText = (count: number) => (count === 1 ? '1 nytt jobb' : `${count} nya jobb`);

export function jobAlertDigestEmail(
  digest: JobAlertDigest,
  settings: ProviderSettings,
): EmailContent {
  const site = digest.siteUrl.replace(/\/+$/, '');
  const count = jobCountText(digest.jobs.length);
  const name = headerText(digest.alertName, 100);
  const subject = headerText(`${count} för din bevakning ”${name}”`);
  const intro = `Hej! Här är ${count} som matchar din bevakning ”${name}” på ${settings.provider_name}.`;
  const jobs = digest.jobs.map((job) => ({
    heading: `${job.title} – ${job.employer_name}, ${job.location}`,
    periods: periodsOf({ periods: job.periods ?? [], period_start: null, period_end: null })
      .map(periodText)
      .join(', '),
    // "Anställningsform: Locum / stafett", "Omfattning: Deltid 80 %", as the job page says it.
    sections: [
      ...classificationLines(job as DefinedJob),
      ...jobSections(job).map(({ heading, lines }) => `${heading}: ${lines.join(', ')}`),
    ],
    // Tagged, so visits from digests are told apart in the employers' statistics.
    url: `${site}/jobs/${encodeURIComponent(job.id)}?${SOURCE_PARAM}=${SOURCE_PARAM_VALUES.alert}`,
  }));
  const allUrl = searchUrl(site, digest.search);
  const manageUrl = `${site}/alerts`;
  const footer =
    'Du får det här e-postmeddelandet eftersom du har sparat en bevakning. ' +
    'Ändra hur ofta du får e-post eller ta bort bevakningen under Bevakningar:';

  const text = [
    intro,
    '',
    ...jobs.flatMap((job) => [
      job.heading,
      ...(job.periods ? [`Period: ${job.periods}`] : []),
      ...job.sections,
      job.url,
      '',
    ]),
    `Se alla jobb som matchar bevakningen: ${allUrl}`,
    '',
    `${footer} ${manageUrl}`,
    `Avsluta bevakningen: ${digest.unsubscribeUrl}`,
    '',
    '-- ',
    settings.email_signature,
  ].join('\n');

  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#0b6e6e">${escapeHtml(label)}</a>`;
  const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;
  const html = [
    '<!doctype html>',
    '<html lang="sv"><head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a2b3c;line-height:1.5">',
    paragraph(escapeHtml(intro)),
    '<ul style="padding-left:20px;margin:0 0 16px">',
    ...jobs.map(
      (job) =>
        `<li style="margin:0 0 8px">${link(job.url, job.heading)}${
          job.periods ? `<br>Period: ${escapeHtml(job.periods)}` : ''
        }${job.sections.map((section) => `<br>${escapeHtml(section)}`).join('')}</li>`,
    ),
    '</ul>',
    paragraph(link(allUrl, 'Se alla jobb som matchar bevakningen')),
    '<hr style="border:none;border-top:1px solid #ccd">',
    paragraph(`${escapeHtml(footer)} ${link(manageUrl, 'Bevakningar')}`),
    paragraph(link(digest.unsubscribeUrl, 'Avsluta bevakningen')),
    `<p style="white-space:pre-wrap;margin:0 0 16px">${escapeHtml(settings.email_signature)}</p>`,
    '</body></html>',
  ].join('\n');

  return { subject, text, html };
}
