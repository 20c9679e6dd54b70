// A text with its bare http(s) addresses as links (an imported ad's "Ansök här (https://…)").
// Only text is rendered, never markup: the address becomes an <a> React builds itself.
import { Anchor } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

const ADDRESS = /https?:\/\/[^\s<>"]+/g;
/** Sentence punctuation after an address ends it: "(https://a.se/jobb)." links https://a.se/jobb. */
const TRAILING = /[.,;:!?)\]'"]+$/;

/** The text in parts, each with where it starts; an address has its `href`. */
export function linkedParts(text: string): { at: number; text: string; href?: string }[] {
  const parts: { at: number; text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const href = match[0].replace(TRAILING, '');
    if (match.index > last) parts.push({ at: last, text: text.slice(last, match.index) });
    parts.push({ at: match.index, text: href, href });
    last = match.index + href.length;
  }
  if (last < text.length) parts.push({ at: last, text: text.slice(last) });
  return parts;
}

export function LinkedText({ text }: { text: string }): ReactNode {
  return linkedParts(text).map((part) =>
    part.href ? (
      // Addresses of strangers: no ranking credit, and the new page gets no handle on this one.
      <Anchor key={part.at} href={part.href} rel="nofollow noopener" target="_blank">
        {part.text}
      </Anchor>
    ) : (
      <Fragment key={part.at}>{part.text}</Fragment>
    ),
  );
}
