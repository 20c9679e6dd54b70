// The name a document is downloaded under by someone else than its owner (the employer's link):
// made from the applicant's name, the kind and the date, with the extension of the type the
// server recognised. Never the name the uploader gave the file, which could say `.html`.
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '../schemas/documents.ts';
import { DOCX_TYPE } from './file-check.ts';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  [DOCX_TYPE]: 'docx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

// Characters file systems refuse or treat specially, and control characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/** E.g. "Anna Andersson – CV – 2026-11-29.pdf" (the date in Swedish time). */
export function documentDownloadName(input: {
  personName: string;
  kind: DocumentKind;
  date: Date;
  mimeType: string;
}): string {
  const person = input.personName.replace(UNSAFE, '').replace(/\s+/g, ' ').trim().slice(0, 80);
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(input.date);
  const extension = EXTENSIONS[input.mimeType] ?? 'bin';
  return `${person || 'Sökande'} – ${DOCUMENT_KIND_LABELS[input.kind]} – ${day}.${extension}`;
}
