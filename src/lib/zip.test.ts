import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildZip, safeFileName, ZipEntryFailed, zipEntryName } from './zip';

const bytes = (size: number, seed: number) =>
  Uint8Array.from({ length: size }, (_, i) => (i * 31 + seed) % 256);

describe('buildZip', () => {
  it('holds every entry under its name with its exact bytes, text deflated', async () => {
    // Larger than a stream chunk (64 kB in Node), so it reaches the ZIP in several.
    const cv = bytes(300_000, 7);
    const zip = await buildZip([
      { name: 'uppgifter.json', deflate: true, read: async () => new Blob(['{"å":1}']) },
      { name: 'dokument/cv.pdf', read: async () => new Blob([cv]) },
      { name: 'dokument/tom.txt', read: async () => new Blob([]) },
    ]);
    expect(zip.type).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(entries)).toEqual(['uppgifter.json', 'dokument/cv.pdf', 'dokument/tom.txt']);
    expect(strFromU8(entries['uppgifter.json'] ?? new Uint8Array())).toBe('{"å":1}');
    expect(Buffer.from(entries['dokument/cv.pdf'] ?? []).equals(cv)).toBe(true);
    expect(entries['dokument/tom.txt']).toEqual(new Uint8Array());
  });

  it('makes no ZIP when an entry cannot be read, and names the file in Swedish', async () => {
    const later = { name: 'b.pdf', read: async () => new Blob(['b']) };
    const failed = buildZip([
      { name: 'a.pdf', read: async () => new Blob(['a']) },
      { name: 'ansökningar/1/Legitimation.pdf', read: () => Promise.reject(new Error('503')) },
      later,
    ]);
    await expect(failed).rejects.toBeInstanceOf(ZipEntryFailed);
    await expect(failed).rejects.toThrow('Legitimation.pdf kunde inte hämtas. Försök igen.');
  });
});

describe('zipEntryName', () => {
  it('numbers a name already taken in the folder and replaces characters no system allows', () => {
    const taken = new Set<string>();
    expect(zipEntryName('CV.pdf', taken)).toBe('CV.pdf');
    expect(zipEntryName('CV.pdf', taken)).toBe('CV (2).pdf');
    expect(zipEntryName('CV.pdf', taken)).toBe('CV (3).pdf');
    expect(zipEntryName('a/b:c?.pdf', taken)).toBe('a_b_c_.pdf');
    expect(safeFileName('  ')).toBe('dokument');
  });
});
