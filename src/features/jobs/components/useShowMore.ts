// "Visa fler" under the job list: the next page of cards, and the keyboard's focus on the first of
// them once it is rendered (the button may be gone then, on the last page), so a keyboard or screen
// reader user continues where the new cards start instead of at the page's top.
import { useEffect, useRef } from 'react';
import type { Job } from '../jobTypes';
import { jobHeadingId } from './ids';

/** The button's handler: asks for page `pages + 1`, whose first card is `shown[limit]`. */
export function useShowMore(
  shown: Job[],
  { limit, rendered, pages }: { limit: number; rendered: number; pages: number },
  onShowMore: (pages: number) => void,
): () => void {
  const firstNew = useRef<string | null>(null);
  useEffect(() => {
    const jobId = firstNew.current;
    if (!jobId || rendered <= limit - 1) return;
    const card = document.getElementById(jobHeadingId(jobId))?.closest('article');
    const link = card?.querySelector<HTMLElement>('a[href]');
    if (!link) return;
    firstNew.current = null;
    link.focus();
  }, [rendered, limit]);
  return () => {
    firstNew.current = shown[limit]?.id ?? null;
    onShowMore(pages + 1);
  };
}
