// What a doctor may upload as a document: PDF, DOCX, JPEG or PNG, 1 byte to 10 MB,
// recognised by the file's first bytes, not its name. The app checks before uploading (a quick
// answer), register-document checks the stored bytes (the rule); both with these messages.

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const DOCUMENT_TYPES = ['application/pdf', DOCX_TYPE, 'image/jpeg', 'image/png'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  'application/pdf': 'PDF',
  [DOCX_TYPE]: 'Word (DOCX)',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};

/** How many bytes the check reads from the start of a file. */
export const MAGIC_BYTES_NEEDED = 8;

const SIGNATURES: { type: DocumentType; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  // DOCX is a ZIP package (Office Open XML); the declared type tells it from other ZIPs.
  { type: DOCX_TYPE, bytes: [0x50, 0x4b, 0x03, 0x04] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The document type the first bytes show, or null for anything else (an .exe starts "MZ"). */
export function detectDocumentType(head: Uint8Array): DocumentType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte));
  return match?.type ?? null;
}

export const documentMessages = {
  empty: 'Filen är tom. Välj en fil med innehåll.',
  tooLarge: 'Filen är större än 10 MB. Välj en mindre fil.',
  wrongType:
    'Filen är inte en PDF, Word-fil (DOCX), JPEG- eller PNG-bild. Endast sådana filer kan laddas upp.',
  mismatch:
    'Filens innehåll stämmer inte med filtypen. Spara den på nytt som PDF, DOCX, JPEG eller PNG.',
  missing: 'Filen hittades inte. Ladda upp den igen.',
  tooMany: 'Du kan ha högst 20 dokument. Ta bort ett dokument först.',
  // Word for word the database's refusal (migration 20261129140000), which Storage passes on.
  quota: 'Du har laddat upp 50 MB dokument, vilket är gränsen. Ta bort ett dokument först.',
} as const;

export const MAX_DOCUMENTS_PER_USER = 20;

/**
 * Why a file may not be a document, or null when it may. `declaredType` is what the browser or
 * the stored object says; `head` the first MAGIC_BYTES_NEEDED bytes (fewer for a tiny file).
 */
export function documentProblem(
  size: number,
  declaredType: string,
  head: Uint8Array,
): string | null {
  if (size === 0) return documentMessages.empty;
  if (size > DOCUMENT_MAX_BYTES) return documentMessages.tooLarge;
  const detected = detectDocumentType(head);
  if (!detected) return documentMessages.wrongType;
  const declared = declaredType.split(';')[0]?.trim().toLowerCase();
  // A JPEG named .png, or a ZIP that is not declared as DOCX, is refused as well.
  if (declared !== detected) return documentMessages.mismatch;
  return null;
}
