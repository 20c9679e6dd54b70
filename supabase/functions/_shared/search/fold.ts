// Search folding: case- and diacritics-insensitive both ways, across the three Nordic spellings,
// so "Goteborg" finds Göteborg, "Tromso" Tromsø, "Arhus" Aarhus and "Århus" both.

/** Letters that Unicode does not decompose into a base letter plus a mark. */
const NORDIC_LETTERS: Readonly<Record<string, string>> = { ø: 'o', æ: 'a', ß: 'ss' };

/**
 * Lower case, no accents, ø→o, æ→a, aa→a (the Danish/Norwegian spelling of å: "Aarhus"),
 * whitespace collapsed. Applied to the text searched and to the words typed alike.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[øæß]/g, (letter) => NORDIC_LETTERS[letter] ?? letter)
    .replace(/aa/g, 'a')
    .replace(/\s+/g, ' ')
    .trim();
}
