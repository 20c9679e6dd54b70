import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a UTF-8 byte order mark, separates with semicolons and ends lines with CRLF', () => {
    const csv = toCsv(['Jobb', 'Sökande'], [['Överläkare', 'Åsa Öberg']]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Jobb;Sökande\r\nÖverläkare;Åsa Öberg\r\n');
  });

  it('quotes fields with separators, quotes or line breaks and doubles inner quotes', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('1,5')).toBe('"1,5"');
    expect(csvField('Hej\r\n"Doktor"')).toBe('"Hej\r\n""Doktor"""');
    expect(csvField('vanlig text')).toBe('vanlig text');
  });

  it('writes empty fields for null and keeps numbers', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, 42, '']]).slice(1)).toBe('a;b;c\r\n;42;\r\n');
  });

  it('defuses spreadsheet formulas at the start of a field', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+46 70 123')).toBe("'+46 70 123");
    expect(csvField('@summa')).toBe("'@summa");
  });
});
