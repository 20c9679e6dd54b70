// Passes a stored message on to a real SMTP server (SMTP_URL), e.g. a local Mailpit or a test sink.
import nodemailer from 'nodemailer';
import type { MailStore, StoredMessage } from './store.ts';

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
      attachments: message.attachments?.map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: Buffer.from(file.content, 'base64'),
      })),
      messageId: `<${message.id}@standin.local>`,
    });
  } finally {
    transport.close();
  }
}

/** Keeps the message in the sink and, when SMTP_URL is set, relays it (the outcome is kept too). */
export async function storeAndRelay(
  store: MailStore,
  smtpUrl: string | undefined,
  message: StoredMessage,
): Promise<StoredMessage> {
  if (smtpUrl) {
    try {
      await relayOverSmtp(smtpUrl, message);
      message.relay = 'sent';
      message.relayError = null;
    } catch (error) {
      message.relay = 'failed';
      message.relayError = error instanceof Error ? error.message : String(error);
      console.error(`[mail] SMTP relay of ${message.id} failed: ${message.relayError}`);
    }
  }
  await store.save(message);
  return message;
}
