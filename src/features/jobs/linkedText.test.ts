// Bare addresses in an imported description become links; nothing else does.
import { describe, expect, it } from 'vitest';
import { linkedParts } from './components/LinkedText';

describe('linkedParts', () => {
  it('links http(s) addresses and leaves the sentence punctuation outside', () => {
    expect(linkedParts('Ansök här (https://region.se/jobb?id=4). Frågor: http://a.no')).toEqual([
      { at: 0, text: 'Ansök här (' },
      { at: 11, text: 'https://region.se/jobb?id=4', href: 'https://region.se/jobb?id=4' },
      { at: 38, text: '). Frågor: ' },
      { at: 49, text: 'http://a.no', href: 'http://a.no' },
    ]);
  });

  it('links no other scheme and never reads markup', () => {
    const text = 'javascript:alert(1) <a href="https://x.se">x</a>';
    expect(linkedParts(text).filter((part) => part.href)).toEqual([
      { at: 29, text: 'https://x.se', href: 'https://x.se' },
    ]);
    expect(linkedParts('Ingen länk här.')).toEqual([{ at: 0, text: 'Ingen länk här.' }]);
  });
});
