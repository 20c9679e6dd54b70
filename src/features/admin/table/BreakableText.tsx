// A text whose very long words (a title typed without spaces, an address) may break: a word
// break opportunity every 24 characters of a word. The table keeps its natural column widths,
// so ordinary words never split, and no cell widens the page past the screen.
import { Fragment } from 'react';

const CHUNK = 24;
const LONG_RUN = new RegExp(`(\\S{${CHUNK}})(?=\\S)`);

export function BreakableText({ text }: { text: string }) {
  if (!LONG_RUN.test(text)) return text;
  // Odd parts are the captured runs, each followed by more of the same word.
  const parts = text.split(new RegExp(LONG_RUN, 'g'));
  return parts.map((part, index) => (
    // The parts have no identity but their place, and the list never reorders.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      {part}
      {index % 2 === 1 && <wbr />}
    </Fragment>
  ));
}
