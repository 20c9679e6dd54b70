// Live row counts of the outbox and the saved jobs for the header. Dexie is imported once the page
// has rendered and the browser is idle: a badge is not worth a long task during a first visit,
// and a first visit counts nothing until it has opened the local database itself (localData.ts).
import { useEffect, useState } from 'react';
import { startWhenIdle } from '../whenIdle';
import { importAfterDexie } from './importAfterDexie';
import type { CountedTable } from './liveCount';
import { whenLocalData } from './localData';

/** 0 until IndexedDB has answered, then the current count. */
export function useLocalCount(table: CountedTable): number {
  const [count, setCount] = useState(0);
  useEffect(
    () =>
      startWhenIdle(3000, () =>
        whenLocalData()
          .then(() => importAfterDexie(() => import('./liveCount')))
          .then(
            ({ watchCount }) =>
              () =>
                watchCount(table, setCount),
          ),
      ),
    [table],
  );
  return count;
}
