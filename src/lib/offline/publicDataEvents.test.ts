// A refresh that changed the local copy before the app listened still makes the pages read again.
import { describe, expect, it, vi } from 'vitest';
import { notifyPublicDataChanged, onPublicDataChanged } from './publicDataEvents';

describe('publicDataEvents', () => {
  it('tells every listener of a change', () => {
    const [first, second] = [vi.fn(), vi.fn()];
    const stops = [onPublicDataChanged(first), onPublicDataChanged(second)];
    notifyPublicDataChanged();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    for (const stop of stops) stop();
  });

  it('tells the first listener of a change made before anyone listened, once', () => {
    notifyPublicDataChanged();
    const late = vi.fn();
    const stop = onPublicDataChanged(late);
    expect(late).toHaveBeenCalledTimes(1);
    stop();
    const later = vi.fn();
    onPublicDataChanged(later)();
    expect(later).not.toHaveBeenCalled();
  });
});
