// The pages' one-line hooks into ad counting. An ad counts as seen when at least half of it has
// been on screen for a second (the IAB's viewable impression): a ref for the card or banner, once
// per mount. A job page counts its view once per job shown.
import type { AdEvent } from '@shared/schemas/ad-event-names';
import { type RefCallback, useCallback, useEffect } from 'react';
import { countAdEvent, noteJobCardSeen } from './countAdEvent';

const VISIBLE_SHARE = 0.5;
const VISIBLE_MS = 1000;

export function useAdImpression(
  event: Extract<AdEvent, 'job_impression' | 'banner_impression'>,
  id: string,
): RefCallback<HTMLElement> {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || typeof IntersectionObserver !== 'function') return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const observer = new IntersectionObserver(
        ([entry]) => {
          if (!entry?.isIntersecting || entry.intersectionRatio < VISIBLE_SHARE) {
            clearTimeout(timer);
            timer = undefined;
            return;
          }
          if (event === 'job_impression') noteJobCardSeen(id);
          timer ??= setTimeout(() => {
            observer.disconnect();
            countAdEvent(event, id);
          }, VISIBLE_MS);
        },
        { threshold: VISIBLE_SHARE },
      );
      observer.observe(element);
      return () => {
        clearTimeout(timer);
        observer.disconnect();
      };
    },
    [event, id],
  );
}

export function useAdView(jobId: string): void {
  useEffect(() => countAdEvent('job_view', jobId), [jobId]);
}
