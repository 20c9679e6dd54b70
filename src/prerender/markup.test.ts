// The early paint's templates leave out a job's optional parts where React's markup of a job
// without them lacks them, and put the job list's results where its loading text was: whole
// elements, also where equal markup around them could cut one in two.
import { describe, expect, it } from 'vitest';
import { removedParts, replacedPart, wrap } from './markup';

const badge = (variant: string, text: string) =>
  `<div class="badge" data-variant="${variant}"><span>${text}</span></div>`;
const fact = (label: string, value: string) => `<div><dt>${label}</dt><dd>${value}</dd></div>`;

const cut = (full: string, lacking: string) =>
  removedParts(full, lacking).map(([start, end]) => full.slice(start, end));

describe('removedParts', () => {
  it('finds a badge left out before an equal-looking one', () => {
    const full = `<div>${badge('light', 'Heltid')}${badge('outline', 'Kirurgi')}</div><h1>T</h1>`;
    expect(cut(full, `<div>${badge('outline', 'Kirurgi')}</div><h1>T</h1>`)).toEqual([
      badge('light', 'Heltid'),
    ]);
    expect(cut(full, `<div>${badge('light', 'Heltid')}</div><h1>T</h1>`)).toEqual([
      badge('outline', 'Kirurgi'),
    ]);
  });

  it('takes the whole fact, its label with it, and every place the text was shown', () => {
    const full = `<div>${badge('light', 'Heltid')}</div><dl>${fact('Plats', 'Lund')}${fact('Anställningsform', 'Heltid')}${fact('Publicerad', '2026')}</dl>`;
    const without = `<div></div><dl>${fact('Plats', 'Lund')}${fact('Publicerad', '2026')}</dl>`;
    expect(cut(full, without)).toEqual([
      badge('light', 'Heltid'),
      fact('Anställningsform', 'Heltid'),
    ]);
  });

  it('finds a part at the very end', () => {
    expect(cut('<p>a</p><p>b</p>', '<p>a</p>')).toEqual(['<p>b</p>']);
  });

  it('refuses markup that differs by more than left-out elements', () => {
    expect(() => removedParts('<p>a</p>', '<p>b</p>')).toThrow(/no whole element/);
  });
});

describe('replacedPart', () => {
  const replaced = (a: string, b: string) => {
    const { a: inA, b: inB } = replacedPart(a, b);
    return [a.slice(...inA), b.slice(...inB)];
  };

  it('finds the element in the place of another, whole in both', () => {
    expect(
      replaced(
        '<main><h1>Jobb</h1><div class="x"><p>1 job</p></div><footer></footer></main>',
        '<main><h1>Jobb</h1><p role="status">Laddar</p><footer></footer></main>',
      ),
    ).toEqual(['<div class="x"><p>1 job</p></div>', '<p role="status">Laddar</p>']);
  });

  it('takes the whole element where only its text differs, comments in it included', () => {
    const count = '<p role="status">Visar <!-- -->1<!-- --> jobb</p>';
    const loading = '<p role="status">Laddar</p>';
    expect(replaced(`<main>${count}</main>`, `<main>${loading}</main>`)).toEqual([count, loading]);
  });

  it('refuses markup that differs in more than one place', () => {
    expect(() => replacedPart('<p>a</p><hr><p>b</p>', '<p>c</p><hr><p>d</p>')).toThrow(
      /2 parts differ/,
    );
  });
});

describe('wrap', () => {
  it('wraps each range in its comments, ranges in any order', () => {
    expect(
      wrap('<a></a><b></b>', [
        { range: [0, 7], open: '<!--1-->', close: '<!--/1-->' },
        { range: [7, 14], open: '<!--2-->', close: '<!--/2-->' },
      ]),
    ).toBe('<!--1--><a></a><!--/1--><!--2--><b></b><!--/2-->');
  });
});
