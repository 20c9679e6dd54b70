// Swedish formatting of job data (dates sv-SE, salary in kr per month).
const numberFormat = new Intl.NumberFormat('sv-SE');

/** The Swedish date format, "2026-03-03". */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('sv-SE');
}

/** "65 000 kr/mån". */
export function formatMonthlySalary(amount: number): string {
  return `${numberFormat.format(amount)} kr/mån`;
}

/** The first part of a description, cut at a word boundary. */
export function shorten(text: string, maxLength = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : maxLength)}…`;
}

/** A text column with one item per line, as a list. */
export function lines(text: string | null): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*[-•*]\s*/, '').trim())
    .filter(Boolean);
}
