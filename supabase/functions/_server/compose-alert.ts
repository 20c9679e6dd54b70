// The message of one queued Bevakningar digest: recipient, texts and the unsubscribe headers.
import type { SupabaseClient } from '@supabase/supabase-js';
import { type DigestJob, jobAlertDigestEmail } from '../_shared/email/job-alert-digest.ts';
import { formatAddress } from '../_shared/email/safe-text.ts';
import { siteUrl, supabaseUrl } from './settings.ts';
import type { OutgoingMessage } from './transport.ts';

interface StoredDigest {
  recipient: string | null;
  name: string;
  search: Record<string, unknown>;
  unsubscribe_token: string;
  jobs: DigestJob[];
}

interface Settings {
  provider_name: string;
  contact_email: string;
  email_signature: string;
}

/**
 * The unsubscribe address, no sign-in, the alert's secret token: a POST is the one-click (RFC 8058),
 * a GET (the link in the text) leads to the app's confirmation page.
 */
export const unsubscribeUrl = (token: string) =>
  `${supabaseUrl()}/functions/v1/job-alert-unsubscribe?token=${encodeURIComponent(token)}`;

/** null when the alert (with its user) or every job of the digest has been deleted since. */
export async function composeJobAlertDigest(
  db: SupabaseClient,
  emailId: string,
  settings: Settings,
): Promise<Omit<OutgoingMessage, 'id' | 'from'> | null> {
  const { data, error } = await db.rpc('job_alert_digest', { digest_email: emailId });
  if (error) throw new Error(error.message);
  const digest = data as StoredDigest | null;
  if (!digest?.recipient || digest.jobs.length === 0) return null;
  const unsubscribe = unsubscribeUrl(digest.unsubscribe_token);
  return {
    to: [digest.recipient],
    replyTo: formatAddress(settings.provider_name, settings.contact_email),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...jobAlertDigestEmail(
      {
        alertName: digest.name,
        jobs: digest.jobs,
        search: digest.search,
        siteUrl: siteUrl(),
        unsubscribeUrl: unsubscribe,
      },
      settings,
    ),
  };
}
