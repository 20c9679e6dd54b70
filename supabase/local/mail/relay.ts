// Passes a stored message on to a real SMTP server (SMTP_URL), e.g. a local Mailpit or a test sink.
import nodemailer from 'nodemailer';
import type { StoredMessage } from './store.ts';

export async function relayOverSmtp(smtpUrl: string, message: StoredMessage): Promise<void> {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    socketTimeout: 10_000,
  });
  try {
    await transport.sendMail({
      from: message.from,
      to: message.to,
      cc: message.cc,
      bcc: message.bcc,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html || undefined,
      headers: message.headers,
      messageId: `<${message.id}@standin.local>`,
    });
  } finally {
    transport.close();
  }
}
