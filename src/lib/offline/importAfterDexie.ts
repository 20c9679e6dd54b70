// Dexie's evaluation is one long task on a phone's CPU (traced at Lighthouse's 4x slowdown: 80 ms
// on its own), and the module that first uses it adds the local database's schema, and its caller
// the first reads and writes, to the same task. Here each is a task of its own, so a tap or a frame
// can run between them. Every dynamic import of a module that uses Dexie goes through here.

import { nextTask } from '../whenIdle';

let dexieEvaluated: Promise<void> | undefined;
/** Modules already handed out once: later calls (a second Spara) need no task in between. */
const handedOut = new WeakSet<object>();

/**
 * Imports a module that uses the local database: a task after Dexie itself was evaluated, and,
 * the first time, resolving a task after the module's own evaluation.
 */
export async function importAfterDexie<T extends object>(load: () => Promise<T>): Promise<T> {
  // A failed load (offline before the worker had cached Dexie) is tried again at the next call.
  dexieEvaluated ??= import('dexie').then(nextTask, (error: unknown) => {
    dexieEvaluated = undefined;
    throw error;
  });
  await dexieEvaluated;
  const module = await load();
  if (!handedOut.has(module)) {
    handedOut.add(module);
    await nextTask();
  }
  return module;
}
