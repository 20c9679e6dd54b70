// For unit tests of the local copy (fake-indexeddb): Dexie's close() and delete() keep the
// database closed unless told otherwise. A test that closes it (as the early paint finds the
// copy) or deletes it passes this, so the next test's first read opens it again, whichever order
// the tests run in.
export const REOPENS = { disableAutoOpen: false } as const;
