// The shape every measurement module returns, and the Markdown the bench writes from it.

export interface Figure {
  /** What was measured, e.g. "/ first-load JS (gzip)". */
  name: string;
  value: number | string;
  unit?: string;
}

export interface Target {
  name: string;
  /** The bound as written in the brief, e.g. "≤ 170 KB". */
  goal: string;
  actual: string;
  met: boolean;
}

export interface Section {
  title: string;
  /** How it was measured, one or two sentences. */
  method: string;
  figures: Figure[];
  /** Figures with more than one dimension (e.g. build × size × CPU), as a table of their own. */
  table?: { head: string[]; rows: (number | string)[][] };
  targets: Target[];
  notes: string[];
  /** Set when the measurement could not run; the message goes into the document. */
  error?: string;
  /** Extra machine-readable detail for the JSON (plans, per-run samples). */
  raw?: unknown;
  /** Set when the section was measured again on its own (`--only … --update`), after the run. */
  run?: { date: string; loadAverage: number[]; seconds: number };
}

export interface Machine {
  date: string;
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
  loadAverage: number[];
}

function cell(value: number | string, unit?: string): string {
  const text = typeof value === 'number' ? formatNumber(value) : value;
  return unit ? `${text} ${unit}` : text;
}

export function formatNumber(value: number): string {
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  return value.toLocaleString('en-US', { maximumFractionDigits: value < 10 ? 2 : 1 });
}

function sectionMarkdown(section: Section): string {
  const lines = [`## ${section.title}`, ''];
  if (section.run)
    lines.push(
      `_Measured again on its own: ${section.run.date}, load average at start ${section.run.loadAverage.map((n) => n.toFixed(2)).join(', ')}, ${section.run.seconds} s._`,
      '',
    );
  lines.push(section.method, '');
  if (section.error) lines.push(`**Could not measure:** ${section.error}`, '');
  if (section.figures.length) {
    lines.push('| measurement | value |', '| --- | --- |');
    for (const f of section.figures) lines.push(`| ${f.name} | ${cell(f.value, f.unit)} |`);
    lines.push('');
  }
  if (section.table) {
    const { head, rows } = section.table;
    lines.push(`| ${head.join(' | ')} |`, `|${' --- |'.repeat(head.length)}`);
    for (const row of rows) lines.push(`| ${row.map((value) => cell(value)).join(' | ')} |`);
    lines.push('');
  }
  if (section.targets.length) {
    lines.push('| target | goal | measured | met |', '| --- | --- | --- | --- |');
    for (const t of section.targets) {
      lines.push(`| ${t.name} | ${t.goal} | ${t.actual} | ${t.met ? 'yes' : '**no**'} |`);
    }
    lines.push('');
  }
  for (const note of section.notes) lines.push(`- ${note}`);
  if (section.notes.length) lines.push('');
  return lines.join('\n');
}

export function renderMarkdown(machine: Machine, sections: Section[], seconds: number): string {
  const targets = sections.flatMap((s) => s.targets.map((t) => ({ ...t, section: s.title })));
  const short = targets.filter((t) => !t.met);
  const failed = sections.filter((s) => s.error);
  const header = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (tests/bench/run.ts); every figure below comes from the one run',
    'described here, except sections marked as measured again on their own (`--only … --update`).',
    'Do not edit by hand: run the bench again. Raw data: `docs/benchmarks.json`.',
    '',
    '| machine | |',
    '| --- | --- |',
    `| date | ${machine.date} |`,
    `| CPU | ${machine.cpuModel} |`,
    `| cores | ${machine.cores} |`,
    `| memory | ${machine.memoryGiB} GiB |`,
    `| Node | ${machine.node} |`,
    `| OS | ${machine.os} |`,
    `| load average at start (1, 5, 15 min) | ${machine.loadAverage.map((n) => n.toFixed(2)).join(', ')} |`,
    `| bench duration | ${Math.round(seconds)} s |`,
    '',
    '## Summary',
    '',
    `${targets.length - short.length} of ${targets.length} targets met.`,
    '',
    ...short.map((t) => `- Short: ${t.section} — ${t.name}: ${t.actual} (goal ${t.goal})`),
    ...failed.map((s) => `- Not measured: ${s.title} — ${s.error}`),
    '',
  ];
  return [...header, ...sections.map(sectionMarkdown)].join('\n');
}
