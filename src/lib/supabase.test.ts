import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';

// supabase-js's client, reduced to the one auth subscription this module makes.
type Callback = (event: AuthChangeEvent, session: Session | null) => void;
const subscriptions: Callback[] = [];
vi.mock('@supabase/supabase-js', () => ({
  navigatorLock: undefined,
  createClient: () => ({
    auth: {
      onAuthStateChange: (callback: Callback) => {
        subscriptions.push(callback);
        return { data: { subscription: { unsubscribe: () => {} } } };
      },
    },
  }),
}));

const { getSupabase, onAuthChange } = await import('./supabase');
const session = { user: { id: 'u1' } } as Session;

describe('onAuthChange', () => {
  it('hears nothing before supabase-js is loaded, then all listeners share one subscription', async () => {
    const early: string[] = [];
    const failing = vi.fn(() => {
      throw new Error('one listener fails');
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    onAuthChange((event) => early.push(event));
    onAuthChange(failing);
    await Promise.resolve();
    expect(subscriptions).toHaveLength(0);

    await getSupabase();
    await vi.waitFor(() => expect(subscriptions).toHaveLength(1));
    subscriptions[0]?.('INITIAL_SESSION', null);
    subscriptions[0]?.('SIGNED_IN', session);
    expect(early).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);
    expect(failing).toHaveBeenCalledTimes(2);
    expect(errors).toHaveBeenCalledTimes(2);

    // A listener that comes later hears the current session first, as its own subscription would.
    const late: [AuthChangeEvent, Session | null][] = [];
    const stop = onAuthChange((event, current) => late.push([event, current]));
    expect(late).toEqual([['INITIAL_SESSION', session]]);
    stop();
    subscriptions[0]?.('SIGNED_OUT', null);
    expect(late).toHaveLength(1);
    expect(early.at(-1)).toBe('SIGNED_OUT');
    expect(subscriptions).toHaveLength(1);
    errors.mockRestore();
  });
});
