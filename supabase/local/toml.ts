// The slice of TOML that supabase/config.toml uses: [dotted.sections], and `key = value` with
// strings, whole numbers, booleans and one-line arrays of strings. Enough for the stand-in to read
// the same settings `supabase start` reads, without a parser dependency.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type TomlValue = string | number | boolean | string[];
/** Section name ('' for the top) → key → value. */
export type TomlSections = Map<string, Map<string, TomlValue>>;

function stripComment(line: string): string {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '"' && line[i - 1] !== '\\') quoted = !quoted;
    else if (char === '#' && !quoted) return line.slice(0, i);
  }
  return line;
}

function parseValue(raw: string, where: string): TomlValue {
  if (raw === 'true' || raw === 'false') return raw === 'true';
  if (/^-?\d+$/.test(raw)) return Number(raw);
  if (raw.startsWith('"')) return JSON.parse(raw) as string;
  if (raw.startsWith('[')) {
    const items = JSON.parse(raw.replace(/,\s*]$/, ']')) as unknown;
    if (Array.isArray(items) && items.every((item) => typeof item === 'string')) return items;
  }
  throw new Error(`config.toml: unsupported value at ${where}: ${raw}`);
}

export function parseToml(text: string): TomlSections {
  const sections: TomlSections = new Map([['', new Map()]]);
  let current = sections.get('') as Map<string, TomlValue>;
  for (const [index, raw] of text.split('\n').entries()) {
    const line = stripComment(raw).trim();
    if (line === '') continue;
    const header = line.match(/^\[\s*([\w.-]+)\s*\]$/);
    if (header) {
      const name = header[1] ?? '';
      current = sections.get(name) ?? new Map();
      sections.set(name, current);
      continue;
    }
    const pair = line.match(/^([\w-]+)\s*=\s*(.+)$/);
    if (!pair) throw new Error(`config.toml: cannot read line ${index + 1}: ${raw}`);
    current.set(pair[1] ?? '', parseValue(pair[2] ?? '', `line ${index + 1}`));
  }
  return sections;
}

/** supabase/config.toml of the project, or no sections when it is missing. */
export function readProjectToml(projectRoot: string): TomlSections {
  const file = join(projectRoot, 'supabase', 'config.toml');
  return existsSync(file) ? parseToml(readFileSync(file, 'utf8')) : new Map();
}
