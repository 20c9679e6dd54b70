// The sign-in check costs the same work whether or not the address exists: an unknown address is
// compared against a bcrypt hash of the same cost as a real one (the bench reports the timing).
import bcrypt from 'bcryptjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, passwordMatchesUser } from './password.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('passwordMatchesUser', () => {
  it('runs one bcrypt comparison of the same cost for an unknown address as for a known one', async () => {
    const realHash = await hashPassword('Hemligt123!');
    const compare = vi.spyOn(bcrypt, 'compare');

    expect(await passwordMatchesUser('fel-lösenord', { encrypted_password: realHash })).toBe(false);
    expect(await passwordMatchesUser('fel-lösenord', null)).toBe(false);
    expect(await passwordMatchesUser('fel-lösenord', { encrypted_password: null })).toBe(false);

    expect(compare).toHaveBeenCalledTimes(3);
    const costs = compare.mock.calls.map(([, hash]) => bcrypt.getRounds(String(hash)));
    expect(costs).toEqual([
      bcrypt.getRounds(realHash),
      bcrypt.getRounds(realHash),
      bcrypt.getRounds(realHash),
    ]);
  });

  it('accepts the right password only for a user who has it', async () => {
    const realHash = await hashPassword('Hemligt123!');
    expect(await passwordMatchesUser('Hemligt123!', { encrypted_password: realHash })).toBe(true);
    expect(await passwordMatchesUser('no-such-user', null)).toBe(false);
  });
});
