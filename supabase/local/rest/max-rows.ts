// PostgREST's db-max-rows as the project sets it: `[api] max_rows` in supabase/config.toml
// (hosted Supabase's default is 1000). No answer of the stand-in's /rest/v1 holds more rows, so a
// read that hosted Supabase would cut short is cut short locally too.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SUPABASE_DEFAULT_MAX_ROWS = 1000;

export function readMaxRows(projectRoot: string): number {
  const file = join(projectRoot, 'supabase', 'config.toml');
  if (!existsSync(file)) return SUPABASE_DEFAULT_MAX_ROWS;
  let section = '';
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const header = line.match(/^\[\s*([\w.-]+)\s*\]$/);
    if (header) section = header[1] ?? '';
    const value = section === 'api' ? line.match(/^max_rows\s*=\s*(\d+)$/) : null;
    if (value) return Number(value[1]);
  }
  return SUPABASE_DEFAULT_MAX_ROWS;
}
