// What an object's first bytes are. Hosted Storage stores the declared type unchecked; the
// stand-in, for a bucket with allowed_mime_types, stores the type the bytes show and refuses bytes
// of any other kind (docs/storage.md says how the same holds on hosted).

/** How many bytes of the start the sniff needs. */
export const SNIFF_BYTES = 8;

const SIGNATURES: { type: string; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'application/zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
];

/** Office documents are ZIP packages: the bytes say ZIP, the declared type says which. */
const ZIP_PACKAGES = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
]);

/** The type of `head`, or null when it is none of the known kinds (HTML, an .exe, …). */
export function sniffType(head: Uint8Array, declared: string): string | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte));
  if (match?.type === 'application/zip' && ZIP_PACKAGES.has(declared)) return declared;
  return match?.type ?? null;
}
