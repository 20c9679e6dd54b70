// Reads auth e-mails from the stand-in's mail sink (/mail/v1/messages), as a person would find
// them in the inbox: the newest message to an address, and the link in it.

export interface SinkMessage {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  /** Files sent with it (base64), e.g. an interview's intervju.ics. */
  attachments?: { filename: string; contentType: string; content: string }[];
}

export async function sinkMessages(apiUrl: string): Promise<SinkMessage[]> {
  const response = await fetch(`${apiUrl}/mail/v1/messages`);
  if (!response.ok) throw new Error(`mail sink answered ${response.status}`);
  return ((await response.json()) as { messages: SinkMessage[] }).messages;
}

/** Every message to `address`, newest first. */
export async function messagesTo(apiUrl: string, address: string): Promise<SinkMessage[]> {
  const wanted = address.toLowerCase();
  return (await sinkMessages(apiUrl)).filter((message) =>
    message.to.some((to) => to.toLowerCase() === wanted),
  );
}

/** The newest message to `address` whose subject contains `subject`; waits up to 10 s for it. */
export async function latestMailTo(
  apiUrl: string,
  address: string,
  subject = '',
): Promise<SinkMessage> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await messagesTo(apiUrl, address)).find((m) => m.subject.includes(subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail "${subject}" to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The /auth/v1/verify link in an auth e-mail (from the mail sink or an SMTP server). */
export function verifyLink(message: Pick<SinkMessage, 'subject' | 'text'>): string {
  const link = message.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
  if (!link) throw new Error(`no verify link in "${message.subject}":\n${message.text}`);
  return link;
}
