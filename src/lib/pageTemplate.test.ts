// The early paint fills build-time markup with a job's texts: texts are escaped, optional parts
// drop out when their text is missing, and lists repeat.
import { describe, expect, it } from 'vitest';
import { fieldMarker, fillTemplate, regionEnd, regionStart } from './pageTemplate';

const text = fieldMarker;
const ifRegion = (name: string, inner: string) =>
  `${regionStart('if', name)}${inner}${regionEnd('if', name)}`;
const eachRegion = (name: string, inner: string) =>
  `${regionStart('each', name)}${inner}${regionEnd('each', name)}`;

describe('fillTemplate', () => {
  it('puts each text in its place, escaped, in content and attributes', () => {
    const template = `<h1 title="${text('title')}">${text('title')}</h1>`;
    expect(fillTemplate(template, { title: 'Läkare <"A&B">' })).toBe(
      '<h1 title="Läkare &lt;&quot;A&amp;B&quot;&gt;">Läkare &lt;&quot;A&amp;B&quot;&gt;</h1>',
    );
  });

  it('keeps an optional part only when its text is there', () => {
    const template = `<p>a</p>${ifRegion('salary', `<p>${text('salary')}</p>`)}<p>b</p>`;
    expect(fillTemplate(template, { salary: '65 000 SEK/mån' })).toBe(
      '<p>a</p><p>65 000 SEK/mån</p><p>b</p>',
    );
    expect(fillTemplate(template, { salary: null })).toBe('<p>a</p><p>b</p>');
  });

  it('repeats a list item per line, and drops an empty list with its heading', () => {
    const template = ifRegion(
      'krav',
      `<h2>Krav</h2><ul>${eachRegion('krav', `<li>${text('krav')}</li>`)}</ul>`,
    );
    expect(fillTemplate(template, { krav: ['Leg. läkare', 'B-körkort'] })).toBe(
      '<h2>Krav</h2><ul><li>Leg. läkare</li><li>B-körkort</li></ul>',
    );
    expect(fillTemplate(template, { krav: [] })).toBe('');
  });

  it("fills repeated cards with each card's own texts and optional parts", () => {
    const card = `<article>${text('title')}${ifRegion('salary', `<b>${text('salary')}</b>`)}</article>`;
    const template = `<p>${text('count')}</p>${eachRegion('jobs', card)}`;
    expect(
      fillTemplate(template, {
        count: '2',
        jobs: [
          { title: 'A', salary: '1' },
          { title: 'B', salary: null },
        ],
      }),
    ).toBe('<p>2</p><article>A<b>1</b></article><article>B</article>');
  });

  it('never lets a text become a placeholder of its own', () => {
    expect(fillTemplate(`<p>${text('title')}</p>`, { title: `x${text('count')}` })).toBe(
      '<p>xcount</p>',
    );
  });
});
