// Hands one e-mail to the configured transport: an HTTP API in Resend's shape, or SMTP.
import { type MailTransportSettings, mailTransport } from './settings.ts';

export interface OutgoingMessage {
  /** The outgoing_emails id: the Idempotency-Key, so a resend after a crash is not doubled. */
  id: string;
  from: string;
  to: string[];
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, e.g. List-Unsubscribe for an alert digest. */
  headers?: Record<string, string>;
  /** Files sent with it, e.g. an interview's .ics. */
  attachments?: { filename: string; contentType: string; content: string }[];
}

const base64 = (text: string) => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const TIMEOUT_MS = 15_000;

async function sendViaApi(settings: MailTransportSettings, message: OutgoingMessage) {
  const response = await fetch(settings.apiUrl as string, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${settings.apiKey ?? ''}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': message.id,
    },
    body: JSON.stringify({
      from: message.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      reply_to: message.replyTo,
      headers: message.headers,
      attachments: message.attachments?.map((file) => ({
        filename: file.filename,
        content: base64(file.content),
        content_type: file.contentType,
      })),
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) {
    const detail = (await response.text()).slice(0, 500);
    throw new Error(`E-mail API answered ${response.status}: ${detail}`);
  }
}

async function sendViaSmtp(settings: MailTransportSettings, message: OutgoingMessage) {
  // Loaded only when SMTP is configured, so API-only deployments never load nodemailer.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    await transport.sendMail({
      from: message.from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      attachments: message.attachments,
      messageId: `<${message.id}@lakarjobbnorden.se>`,
    });
  } finally {
    transport.close();
  }
}

/** Resolves when the transport accepted the message; throws with a reason otherwise. */
export async function sendEmail(message: OutgoingMessage): Promise<void> {
  const settings = mailTransport();
  if (settings.apiUrl) return sendViaApi(settings, message);
  if (settings.smtpUrl) return sendViaSmtp(settings, message);
  throw new Error('No e-mail transport configured (EMAIL_API_URL or SMTP_URL)');
}

export const senderAddress = (fallback: string) => mailTransport().from ?? fallback;
