// The shared shape of every e-mail: labelled fields, a free-text block and the provider's signature,
// rendered once as plain text and once as escaped HTML.
import { escapeHtml } from './safe-text.ts';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface EmailLayout {
  subject: string;
  intro: string;
  fields: [label: string, value: string][];
  blockTitle: string;
  block: string;
  outro: string;
  /** Where the reader goes next: absolute links, shown under the outro. */
  links?: [label: string, url: string][];
  signature: string;
}

const paragraphHtml = (value: string) =>
  `<p style="white-space:pre-wrap;margin:0 0 16px">${escapeHtml(value)}</p>`;

export function renderEmail(layout: EmailLayout): EmailContent {
  const links = layout.links ?? [];
  const text = [
    layout.intro,
    '',
    ...layout.fields.map(([label, value]) => `${label}: ${value}`),
    '',
    `${layout.blockTitle}:`,
    layout.block,
    '',
    layout.outro,
    ...links.map(([label, url]) => `${label}: ${url}`),
    '',
    '-- ',
    layout.signature,
  ].join('\n');

  const rows = layout.fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html>',
    '<html lang="sv"><head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a2b3c;line-height:1.5">',
    paragraphHtml(layout.intro),
    `<table style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`,
    `<h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(layout.blockTitle)}</h2>`,
    paragraphHtml(layout.block),
    paragraphHtml(layout.outro),
    ...links.map(
      ([label, url]) =>
        `<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="color:#0b6e6e">${escapeHtml(label)}</a></p>`,
    ),
    '<hr style="border:none;border-top:1px solid #ccd">',
    paragraphHtml(layout.signature),
    '</body></html>',
  ].join('\n');

  return { subject: layout.subject, text, html };
}
