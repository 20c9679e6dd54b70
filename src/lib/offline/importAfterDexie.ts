// Dexie's evaluation is one long task on a phone's CPU (traced at Lighthouse's 4x slowdown: about
// 60 ms on its own), and the module that first uses it adds the local database's schema and its
// own start to the same task. Loading Dexie first and yielding makes them two tasks, so a tap or a
// frame can run between them. Every dynamic import of a module that uses Dexie goes through here.

let dexieEvaluated: Promise<void> | undefined;

/** Imports a module that uses the local database, a task after Dexie itself has been evaluated. */
export function importAfterDexie<T>(load: () => Promise<T>): Promise<T> {
  dexieEvaluated ??= import('dexie').then(
    () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
  );
  return dexieEvaluated.then(load);
}
