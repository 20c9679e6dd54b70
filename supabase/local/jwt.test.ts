// verifyJwt remembers good signatures, but a remembered token still expires on time.
import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt.ts';

const SECRET = 'a-test-secret-with-at-least-32-characters';

describe('verifyJwt', () => {
  it('accepts a good token again, and refuses it once it has expired', async () => {
    const token = await signJwt(
      { role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 2 },
      SECRET,
    );
    expect(await verifyJwt(token, SECRET)).toMatchObject({ ok: true });
    expect(await verifyJwt(token, SECRET)).toMatchObject({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect(await verifyJwt(token, SECRET)).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('does not take a token verified under one secret as valid under another', async () => {
    const token = await signJwt({ role: 'anon' }, SECRET);
    expect(await verifyJwt(token, SECRET)).toMatchObject({ ok: true });
    expect(await verifyJwt(token, `${SECRET}-other`)).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
  });
});
