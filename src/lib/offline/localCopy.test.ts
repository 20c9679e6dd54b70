// The local-copy marker, read by the app and by the first paint's inline scripts alike: blocked
// storage reads as no copy (a first visit), not as an error.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasLocalCopy, LOCAL_COPY_MARKER } from './localCopy';

const storages: Record<string, [() => Pick<Storage, 'getItem'>, boolean]> = {
  'a marker': [() => ({ getItem: (key) => (key === LOCAL_COPY_MARKER ? '1' : null) }), true],
  'no marker': [() => ({ getItem: () => null }), false],
  'blocked storage': [
    () => ({
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    }),
    false,
  ],
};

describe('hasLocalCopy', () => {
  afterEach(() => vi.unstubAllGlobals());

  for (const [name, [storage, expected]] of Object.entries(storages))
    it(`answers ${expected} on ${name}`, () => {
      vi.stubGlobal('localStorage', storage());
      expect(hasLocalCopy()).toBe(expected);
    });
});
