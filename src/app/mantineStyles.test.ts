// The app imports Mantine's stylesheets one component at a time (mantineStyles.ts), so a component
// new to the app, or one a Mantine package draws with, has no styles until its line is added: the
// home page's skeleton rows and the statistics' legend swatches were drawn without theirs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const STYLES = join(import.meta.dirname, '../../node_modules/@mantine/core/styles');

/** Components @mantine/charts draws its legends and tooltips with. */
const DRAWN_BY_CHARTS = ['ColorSwatch'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = sourceFiles(SRC).map((path) => readFileSync(path, 'utf8'));
const withStylesheet = new Set(
  readdirSync(STYLES)
    .filter((name) => name.endsWith('.layer.css'))
    .map((name) => name.replace('.layer.css', '')),
);
const imported = (component: string) =>
  sources.some((source) => source.includes(`@mantine/core/styles/${component}.layer.css`));

describe("Mantine's stylesheets", () => {
  it('are imported for every component the app imports from @mantine/core', () => {
    const used = new Set(
      sources.flatMap((source) =>
        [...source.matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)].flatMap((match) =>
          (match[1] ?? '')
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name && !name.startsWith('type ')),
        ),
      ),
    );
    const missing = [...used].filter((name) => withStylesheet.has(name) && !imported(name));
    expect(missing).toEqual([]);
  });

  it("are imported for the components the charts draw with, where the charts' own are", () => {
    const charts = sources.filter((source) => source.includes('@mantine/charts/styles.layer.css'));
    expect(charts.length).toBeGreaterThan(0);
    for (const source of charts)
      for (const component of DRAWN_BY_CHARTS)
        expect(source).toContain(`@mantine/core/styles/${component}.layer.css`);
  });
});
