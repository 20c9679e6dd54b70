// Reads a Resend-shaped send request: {from, to, subject, text, html, reply_to, cc, bcc, headers,
// attachments: [{filename, content (base64), content_type}]}.

/** A file sent with the message (an interview's .ics), its bytes base64 as Resend takes them. */
export interface SendAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface SendRequest {
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, e.g. List-Unsubscribe. */
  headers: Record<string, string>;
  attachments: SendAttachment[];
}

const HEADER_UNSAFE = /[\r\n]/;

function addresses(value: unknown, field: string, required: boolean): string[] {
  const list = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
  if (!list.every((item): item is string => typeof item === 'string' && item.trim() !== '')) {
    throw new Error(`\`${field}\` must be an address or a list of addresses`);
  }
  if (required && list.length === 0) throw new Error(`Missing \`${field}\` field.`);
  if (list.some((item) => HEADER_UNSAFE.test(item)))
    throw new Error(`\`${field}\` contains a line break`);
  return list;
}

const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]{0,75}$/;

function extraHeaders(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new Error('`headers` must be an object');
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [name, text] of entries) {
    if (!HEADER_NAME.test(name) || typeof text !== 'string' || HEADER_UNSAFE.test(text))
      throw new Error(`\`headers.${name}\` is not a valid header`);
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function attachments(value: unknown): SendAttachment[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new Error('`attachments` must be a list');
  return value.map((item: unknown, index) => {
    const { filename, content, content_type } = (item ?? {}) as Record<string, unknown>;
    if (typeof filename !== 'string' || filename === '' || HEADER_UNSAFE.test(filename))
      throw new Error(`\`attachments[${index}].filename\` is missing or invalid`);
    if (typeof content !== 'string' || !BASE64.test(content))
      throw new Error(`\`attachments[${index}].content\` must be base64`);
    const type = typeof content_type === 'string' ? content_type : 'application/octet-stream';
    if (HEADER_UNSAFE.test(type))
      throw new Error(`\`attachments[${index}].content_type\` is invalid`);
    return { filename, contentType: type, content };
  });
}

/** The request as a message, or an Error whose message says what is wrong (a 422). */
export function parseSendRequest(body: unknown): SendRequest {
  if (typeof body !== 'object' || body === null) throw new Error('The body must be a JSON object');
  const input = body as Record<string, unknown>;
  const [from] = addresses(input.from, 'from', true);
  const subject = input.subject;
  if (typeof subject !== 'string' || subject === '') throw new Error('Missing `subject` field.');
  if (HEADER_UNSAFE.test(subject)) throw new Error('`subject` contains a line break');
  const text = typeof input.text === 'string' ? input.text : '';
  const html = typeof input.html === 'string' ? input.html : '';
  if (!text && !html) throw new Error('Missing `text` or `html` field.');
  return {
    from: from as string,
    to: addresses(input.to, 'to', true),
    cc: addresses(input.cc, 'cc', false),
    bcc: addresses(input.bcc, 'bcc', false),
    replyTo: addresses(input.reply_to, 'reply_to', false),
    subject,
    text,
    html,
    headers: extraHeaders(input.headers),
    attachments: attachments(input.attachments),
  };
}
