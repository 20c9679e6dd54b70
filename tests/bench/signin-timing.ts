// Sign-in timing for a registered address with a wrong password against an unregistered
// address: both must cost one bcrypt comparison, so the answer's timing does not tell whether an
// address has an account (it was 85 ms against 4 ms). Alternating samples against one
// stand-in, so load drifts hit both alike.
import { performance } from 'node:perf_hooks';
import { createConfirmedJobSeeker } from '../support/accounts.ts';
import { startStandIn } from '../support/standin.ts';
import type { Section } from './lib/report.ts';
import { apiHeaders } from './lib/seekers.ts';
import { median, percentile, round } from './lib/stats.ts';

const SAMPLES = 60;
/** "Near 1": the two medians within a quarter of each other. */
const RATIO_LOW = 0.8;
const RATIO_HIGH = 1.25;

export async function measureSignInTiming(): Promise<Section> {
  const standIn = await startStandIn({ env: { RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000' } });
  try {
    const known = { email: 'tid-kand@example.se', password: 'Hemligt123!' };
    await createConfirmedJobSeeker(standIn, known);
    const signIn = async (email: string, password: string, status: number) => {
      const started = performance.now();
      const response = await fetch(`${standIn.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: apiHeaders(standIn),
        body: JSON.stringify({ email, password }),
      });
      await response.arrayBuffer();
      if (response.status !== status) throw new Error(`sign-in answered ${response.status}`);
      return performance.now() - started;
    };
    // Warm-up: JIT, connection pool, the JWT cache.
    for (let i = 0; i < 5; i++) await signIn(known.email, 'fel-lösenord', 400);
    const wrongPassword: number[] = [];
    const unknown: number[] = [];
    const right: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      wrongPassword.push(await signIn(known.email, 'fel-lösenord', 400));
      unknown.push(await signIn(`ingen-${i}@example.se`, 'fel-lösenord', 400));
      if (i % 4 === 0) right.push(await signIn(known.email, known.password, 200));
    }
    const ratio = median(unknown) / median(wrongPassword);
    const spread = (samples: number[]) =>
      `${round(percentile(samples, 10), 1)}–${round(percentile(samples, 90), 1)}`;
    return {
      title: 'Sign-in timing: registered vs unregistered address',
      method: `${SAMPLES} alternating password sign-ins (POST /auth/v1/token) against one stand-in on PGlite: a registered address with a wrong password, and an address with no account; both answer 400 invalid_credentials. Spread is the 10th–90th percentile.`,
      figures: [
        { name: 'Wrong password, median', value: round(median(wrongPassword), 1), unit: 'ms' },
        { name: 'Wrong password, spread (p10–p90)', value: spread(wrongPassword), unit: 'ms' },
        { name: 'Unknown address, median', value: round(median(unknown), 1), unit: 'ms' },
        { name: 'Unknown address, spread (p10–p90)', value: spread(unknown), unit: 'ms' },
        { name: 'Right password (for scale), median', value: round(median(right), 1), unit: 'ms' },
        { name: 'Ratio of medians, unknown / wrong password', value: round(ratio, 2) },
      ],
      targets: [
        {
          name: 'Unknown address as slow as a wrong password',
          goal: `ratio ${RATIO_LOW}–${RATIO_HIGH}`,
          actual: String(round(ratio, 2)),
          met: ratio >= RATIO_LOW && ratio <= RATIO_HIGH,
        },
      ],
      notes: [
        'An unknown address is compared against a dummy bcrypt hash of the same cost (supabase/local/auth/password.ts), as GoTrue spends a comparison on every attempt.',
      ],
      raw: { wrongPassword, unknown, right },
    };
  } finally {
    await standIn.stop();
  }
}
