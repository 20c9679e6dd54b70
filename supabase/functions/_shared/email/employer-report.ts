// The employer's report e-mail: once a month, and when a banner's paid period ends, the
// period's figures in short and the link to the report page (/rapport/<token>), which shows them
// by day and by source. Employers have no account; the link is the permission.
import { AD_EVENT_LABELS, type AdEvent } from '../schemas/ad-event-names.ts';
import { type EmailContent, renderEmail } from './layout.ts';
import type { ProviderSettings } from './messages.ts';
import { headerText } from './safe-text.ts';

/** The parts of employer_report()'s answer the e-mail sums. */
export interface ReportFigures {
  ads: {
    id: string;
    kind: 'job' | 'banner';
    title: string;
    published_at: string | null;
    expires_at: string | null;
  }[];
  counts: { adId: string; event: AdEvent; count: number }[];
  applications: { adId: string; count: number }[];
}

export interface EmployerReport {
  kind: 'monthly' | 'final';
  employer: string;
  /** The period, Stockholm days (YYYY-MM-DD), both included. */
  from: string;
  to: string;
  /** final: the banner whose period ended. */
  bannerId: string | null;
  reportUrl: string;
  linkExpiresAt: string;
  figures: ReportFigures;
}

const JOB_FIGURES: AdEvent[] = ['job_impression', 'job_view', 'job_apply_open'];
const BANNER_FIGURES: AdEvent[] = ['banner_impression', 'banner_click'];

/** A Stockholm day (YYYY-MM-DD) or a moment, as "10 januari 2027". */
const dayText = (dayOrTime: string) =>
  new Date(dayOrTime.length === 10 ? `${dayOrTime}T12:00:00Z` : dayOrTime).toLocaleDateString(
    'sv-SE',
    {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Stockholm',
    },
  );

const total = (rows: { count: number }[]) => rows.reduce((n, row) => n + row.count, 0);

/** The ads the report is about: the ended banner, or every ad that ran during the period. */
function adsOf(report: EmployerReport): ReportFigures['ads'] {
  if (report.kind === 'final') return report.figures.ads.filter((ad) => ad.id === report.bannerId);
  // The days are Stockholm's; a day's slack either side covers the offset from UTC.
  const start = Date.parse(`${report.from}T00:00:00Z`) - 86_400_000;
  const end = Date.parse(`${report.to}T23:59:59Z`) + 86_400_000;
  return report.figures.ads.filter(
    (ad) =>
      ad.published_at !== null &&
      Date.parse(ad.published_at) <= end &&
      (ad.expires_at === null || Date.parse(ad.expires_at) >= start),
  );
}

/** One line per ad: its kind, title and the period's figures. */
export function reportSummary(report: EmployerReport): string {
  const { counts, applications } = report.figures;
  const lines = adsOf(report).map((ad) => {
    const events = ad.kind === 'job' ? JOB_FIGURES : BANNER_FIGURES;
    const figures = events.map(
      (event) =>
        `${AD_EVENT_LABELS[event]}: ${total(counts.filter((c) => c.adId === ad.id && c.event === event))}`,
    );
    if (ad.kind === 'job') {
      figures.push(`Ansökningar: ${total(applications.filter((a) => a.adId === ad.id))}`);
    }
    return `${ad.title} (${ad.kind === 'job' ? 'jobbannons' : 'banner'})\n${figures.join(', ')}`;
  });
  return lines.length > 0 ? lines.join('\n\n') : 'Inga annonser under perioden.';
}

/** "för oktober 2026" for a whole month, "hittills i november 2026" for the month so far. */
function monthPhrase(from: string, to: string): string {
  const month = new Date(`${from}T12:00:00Z`).toLocaleDateString('sv-SE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const dayAfter = new Date(Date.parse(`${to}T12:00:00Z`) + 86_400_000);
  return dayAfter.getUTCDate() === 1 ? `för ${month}` : `hittills i ${month}`;
}

export function employerReportEmail(
  report: EmployerReport,
  settings: ProviderSettings,
): EmailContent {
  const period = `${dayText(report.from)} – ${dayText(report.to)}`;
  const banner = report.figures.ads.find((ad) => ad.id === report.bannerId);
  const final = report.kind === 'final';
  const month = monthPhrase(report.from, report.to);
  return renderEmail({
    subject: headerText(
      final
        ? `Slutrapport för er banner ”${banner?.title ?? report.employer}”`
        : `Er annonsstatistik ${month}`,
    ),
    intro: final
      ? `Hej ${report.employer}!\n\nBannerperioden på ${settings.provider_name} har löpt ut. ` +
        'Här är slutrapporten med vad annonsen gav under perioden.'
      : `Hej ${report.employer}!\n\nHär är statistiken för era annonser på ` +
        `${settings.provider_name} ${month}.`,
    fields: [
      ['Period', period],
      ['Hela rapporten, per dag och källa', report.reportUrl],
      ['Länken gäller till', dayText(report.linkExpiresAt)],
    ],
    blockTitle: 'Sammanfattning',
    block: reportSummary(report),
    outro:
      'Vi räknar utan cookies och sparar inga uppgifter om besökarna. ' +
      'Svara på detta e-postmeddelande om ni har frågor eller vill förlänga en annons.',
    signature: settings.email_signature,
  });
}
