// The message of one queued employer report: its delivery (recipient, period, the link's token,
// kept until the e-mail is sent) and the period's figures, read through the link as the employer
// reads them.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  type EmployerReport,
  employerReportEmail,
  type ReportFigures,
} from '../_shared/email/employer-report.ts';
import type { ProviderSettings } from '../_shared/email/messages.ts';
import { formatAddress } from '../_shared/email/safe-text.ts';
import { siteUrl } from './settings.ts';
import type { OutgoingMessage } from './transport.ts';

/**
 * The report page's period the link opens with: 90 days hold the whole reported period (a month,
 * or a banner's 30 days) for as long as the link is valid (45 days).
 */
const REPORT_PAGE_DAYS = 90;

interface StoredDelivery {
  kind: EmployerReport['kind'];
  employer_name: string;
  recipient: string;
  from_day: string;
  to_day: string;
  banner_id: string | null;
  token: string | null;
}

/** null when the delivery is gone or its token already forgotten (the e-mail went out). */
export async function composeEmployerReport(
  db: SupabaseClient,
  emailId: string,
  settings: ProviderSettings & { contact_email: string },
): Promise<Omit<OutgoingMessage, 'id' | 'from'> | null> {
  const { data: delivery, error } = await db
    .from('employer_report_deliveries')
    .select('kind, employer_name, recipient, from_day, to_day, banner_id, token')
    .eq('email_id', emailId)
    .maybeSingle<StoredDelivery>();
  if (error) throw new Error(error.message);
  if (!delivery?.token) return null;
  const { data: figures, error: reportError } = await db.rpc('employer_report', {
    token: delivery.token,
    from_day: delivery.from_day,
    to_day: delivery.to_day,
  });
  if (reportError) throw new Error(`reading the report failed: ${reportError.message}`);
  const report = figures as ReportFigures & { expiresAt: string };
  return {
    to: [delivery.recipient],
    replyTo: formatAddress(settings.provider_name, settings.contact_email),
    ...employerReportEmail(
      {
        kind: delivery.kind,
        employer: delivery.employer_name,
        from: delivery.from_day,
        to: delivery.to_day,
        bannerId: delivery.banner_id,
        reportUrl: `${siteUrl()}/rapport/${delivery.token}?dagar=${REPORT_PAGE_DAYS}`,
        linkExpiresAt: report.expiresAt,
        figures: report,
      },
      settings,
    ),
  };
}
