// Auth's e-mails: config.toml's templates rendered as GoTrue renders them (Go-template variables,
// HTML-escaped) and kept in the stand-in's mail sink, under the server-wide hourly limit.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { StandInConfig } from '../config.ts';
import { storeAndRelay } from '../mail/relay.ts';
import { MailStore } from '../mail/store.ts';
import { authErrors } from './errors.ts';
import { RateLimiter } from './rate-limit.ts';
import type { AuthSettings, TemplateId } from './settings.ts';

export interface TemplateVariables {
  ConfirmationURL?: string;
  Token?: string;
  TokenHash?: string;
  SiteURL: string;
  RedirectTo?: string;
  Email: string;
  NewEmail?: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&#34;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** `{{ .Name }}` replaced by the variable (escaped in HTML); an unknown name renders empty. */
export function renderTemplate(
  template: string,
  variables: TemplateVariables,
  html = true,
): string {
  return template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (_, name: string) => {
    const value = (variables as unknown as Record<string, string | undefined>)[name] ?? '';
    return html ? escapeHtml(value) : value;
  });
}

/** A plain-text part from the HTML: links as "text: address", paragraphs as blank lines. */
export function htmlToText(html: string): string {
  return html
    .replace(/<head[\s\S]*?<\/head>/gi, '')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2: $1')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h\d|div)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#34;|&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n /g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export class AuthMailer {
  private readonly store: MailStore;
  private readonly hourly: RateLimiter;

  constructor(
    private readonly config: StandInConfig,
    private readonly settings: AuthSettings,
  ) {
    this.store = new MailStore(join(config.dataDir, 'mail'));
    this.hourly = new RateLimiter(settings.emailSentPerHour, 3600_000);
  }

  /** Whether the hourly budget has room for one more e-mail. */
  hasBudget(): boolean {
    return this.hourly.hasRoom('server');
  }

  /** Throws over_email_send_rate_limit past the hourly limit, so the caller's change rolls back. */
  async send(id: TemplateId, to: string, variables: TemplateVariables): Promise<void> {
    if (!this.hourly.take('server')) throw authErrors.emailRateLimited();
    const template = this.settings.templates[id];
    if (!template) throw new Error(`no ${id} template`);
    const html = renderTemplate(template.content, variables);
    const message = await storeAndRelay(this.store, this.config.smtpUrl, {
      id: randomUUID(),
      idempotencyKey: null,
      createdAt: new Date().toISOString(),
      from: this.settings.from,
      to: [to],
      cc: [],
      bcc: [],
      replyTo: [],
      subject: renderTemplate(template.subject, variables, false),
      text: htmlToText(html),
      html,
      relay: 'none',
      relayError: null,
    });
    if (message.relay === 'failed') throw authErrors.emailSendFailed(id);
  }
}
