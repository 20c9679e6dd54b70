// "Ladda ner mina uppgifter" as one ZIP: the JSON of every personal row, and every file the user
// has stored (profile documents under dokument/, the copies sent with an application under
// ansökningar/<application id>/), each read with their own session.
// fflate's streaming Zip keeps one document in memory at a time; stored, not compressed (PDFs
// and images are compressed already), the JSON deflated.
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { downloadDocument } from '@/lib/documents';
import type { StoredFile } from './myData';

/** A name safe in a ZIP on every system, unique within the folder. */
function entryName(fileName: string, taken: Set<string>): string {
  const clean = fileName.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim() || 'dokument';
  let name = clean;
  for (let n = 2; taken.has(name); n++) name = clean.replace(/(\.[^.]*)?$/, ` (${n})$1`);
  taken.add(name);
  return name;
}

export async function buildMyDataZip(data: unknown, files: StoredFile[]): Promise<Blob> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let failed: Error | null = null;
  const done = new Promise<void>((resolve) => {
    const zip = new Zip((error, chunk, final) => {
      if (error) failed = error;
      else chunks.push(chunk as Uint8Array<ArrayBuffer>);
      if (final || error) resolve();
    });
    void (async () => {
      try {
        const json = new ZipDeflate('mina-uppgifter.json', { level: 6 });
        zip.add(json);
        json.push(new TextEncoder().encode(JSON.stringify(data, null, 2)), true);
        const taken = new Map<string, Set<string>>();
        for (const file of files) {
          const names = taken.get(file.folder) ?? new Set<string>();
          taken.set(file.folder, names);
          const blob = await downloadDocument(file.path);
          const entry = new ZipPassThrough(`${file.folder}/${entryName(file.fileName, names)}`);
          zip.add(entry);
          entry.push(new Uint8Array(await blob.arrayBuffer()), true);
        }
        zip.end();
      } catch (error) {
        failed = error as Error;
        resolve();
      }
    })();
  });
  await done;
  if (failed) throw failed;
  return new Blob(chunks, { type: 'application/zip' });
}
