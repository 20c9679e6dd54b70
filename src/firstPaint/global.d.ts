// The one global of the first paint: what its inline scripts (starter.ts, earlyPaint.ts) leave
// for each other and for the app, which takes each part over once.
import type { HeldInput } from '@/lib/earlyInputHold';
import type { FirstVisitReads } from '@/lib/offline/firstVisitReads';
import type { PeekedJob } from '@/lib/offline/localJobPeek';

declare global {
  interface FirstPaintState {
    /**
     * Settles once the early paint's jobs are on screen, or will not be (earlyPaint.ts): the
     * starter requests the app's code only then, so it does not hold back the paint of the jobs.
     */
    painted?: Promise<void>;
    /** A form sent and a button pressed before the app hydrated (starter.ts; earlyInput.ts replays them). */
    input?: HeldInput;
    /** A return visit's read of the job page's job, taken once by the app's first read of it. */
    jobPeek?: { id: string; read: Promise<PeekedJob> };
    /** A first visit's reads of public data, each taken once by the app (firstVisitReads.ts). */
    firstVisitReads?: FirstVisitReads;
  }

  interface Window {
    __firstPaint?: FirstPaintState;
  }
}
