import { describe, expect, it, vi } from 'vitest';
import { startWhenIdle } from './whenIdle';

const idle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('startWhenIdle', () => {
  it('loads and starts the work at the first idle moment, and its result stops it', async () => {
    const stopWork = vi.fn();
    const start = vi.fn(() => stopWork);
    const load = vi.fn(async () => start);
    const stop = startWhenIdle(100, load);
    expect(load).not.toHaveBeenCalled();
    await idle();
    expect(start).toHaveBeenCalledOnce();
    stop();
    expect(stopWork).toHaveBeenCalledOnce();
  });

  it('stopped before the idle moment, neither loads nor starts the work', async () => {
    const start = vi.fn(() => () => {});
    const load = vi.fn(async () => start);
    startWhenIdle(100, load)();
    await idle();
    expect(load).not.toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
  });
});
