// "Ladda ner mina uppgifter" as one ZIP: the JSON of every personal row, and every file the user
// has stored (profile documents under dokument/, the copies sent with an application under
// ansökningar/<application id>/), each read with their own session.
import { downloadDocument } from '@/entities/documents';
import { buildZip, zipEntryName } from '@/lib/zip';
import type { StoredFile } from './myData';

export function buildMyDataZip(data: unknown, files: StoredFile[]): Promise<Blob> {
  const taken = new Map<string, Set<string>>();
  return buildZip([
    {
      name: 'mina-uppgifter.json',
      deflate: true,
      read: async () => new Blob([JSON.stringify(data, null, 2)]),
    },
    ...files.map((file) => {
      const names = taken.get(file.folder) ?? new Set<string>();
      taken.set(file.folder, names);
      return {
        name: `${file.folder}/${zipEntryName(file.fileName, names)}`,
        read: () => downloadDocument(file.path),
      };
    }),
  ]);
}
