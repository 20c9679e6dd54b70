// ZIP files made in the browser ("Ladda ner mina uppgifter", an application's documents in the
// admin's dossier) with fflate's streaming Zip: one entry is read at a time and streamed in, and
// what is written so far is kept as Blobs (which the browser may keep on disk), not in the heap.
// Files are stored, not compressed (PDFs and images are compressed already); text is deflated.
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  /** The path in the ZIP, made safe with `zipEntryName`. */
  name: string;
  /** Deflate it (text); stored as it is otherwise. */
  deflate?: boolean;
  read: () => Promise<Blob>;
}

/** An entry whose content could not be read: no ZIP is made without it. */
export class ZipEntryFailed extends Error {
  constructor(
    readonly entryName: string,
    options: { cause: unknown },
  ) {
    super(`${entryName.split('/').pop()} kunde inte hämtas. Försök igen.`, options);
    this.name = 'ZipEntryFailed';
  }
}

/** A file name safe in a ZIP (and as a download) on every system. */
export function safeFileName(name: string, fallback = 'dokument'): string {
  return name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim() || fallback;
}

/** A safe name, unique among the names already `taken` in its folder (added to them). */
export function zipEntryName(fileName: string, taken: Set<string>): string {
  const clean = safeFileName(fileName);
  let name = clean;
  for (let n = 2; taken.has(name); n++) name = clean.replace(/(\.[^.]*)?$/, ` (${n})$1`);
  taken.add(name);
  return name;
}

/** The entries, in order, as one ZIP; rejects with ZipEntryFailed if any cannot be read. */
export async function buildZip(entries: readonly ZipEntry[]): Promise<Blob> {
  const written: Blob[] = [];
  let pending: Uint8Array<ArrayBuffer>[] = [];
  let zipError: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) zipError = error;
    else pending.push(chunk as Uint8Array<ArrayBuffer>);
  });
  const flush = () => {
    written.push(new Blob(pending));
    pending = [];
  };
  for (const entry of entries) {
    let content: Blob;
    try {
      content = await entry.read();
    } catch (cause) {
      zip.terminate();
      throw new ZipEntryFailed(entry.name, { cause });
    }
    const file = entry.deflate
      ? new ZipDeflate(entry.name, { level: 6 })
      : new ZipPassThrough(entry.name);
    zip.add(file);
    const reader = content.stream().getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      file.push(part.value);
    }
    file.push(new Uint8Array(0), true);
    flush();
  }
  zip.end();
  flush();
  if (zipError) throw zipError;
  return new Blob(written, { type: 'application/zip' });
}

/** Lets the browser save `blob` as a file. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the object URL is not needed afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
