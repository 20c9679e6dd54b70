// The inline scripts' check of the local-copy marker answers as the app's own does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasLocalCopy, hasLocalCopyScript, LOCAL_COPY_MARKER } from './localCopy';

const storages: Record<string, () => Pick<Storage, 'getItem'>> = {
  'a marker': () => ({ getItem: (key) => (key === LOCAL_COPY_MARKER ? '1' : null) }),
  'no marker': () => ({ getItem: () => null }),
  'blocked storage': () => ({
    getItem: () => {
      throw new DOMException('blocked', 'SecurityError');
    },
  }),
};

describe('hasLocalCopyScript', () => {
  afterEach(() => vi.unstubAllGlobals());

  for (const [name, storage] of Object.entries(storages))
    it(`agrees with hasLocalCopy on ${name}`, () => {
      vi.stubGlobal('localStorage', storage());
      expect(new Function(`return ${hasLocalCopyScript()}`)()).toBe(hasLocalCopy());
    });
});
