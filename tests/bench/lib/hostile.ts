// Random and hostile inputs for the fuzz tests (fast-check arbitraries): strings that break
// parsers, SQL, e-mail headers and HTML, and values of the wrong type.
import fc from 'fast-check';

const SAMPLES = [
  '',
  ' ',
  '\t\n',
  "'; drop table public.jobs; --",
  '" or 1=1 --',
  '\u0000',
  'a\u0000b',
  '\r\nBcc: angripare@example.com',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00%0d%0a',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal Log4Shell probe, not a template
  '${jndi:ldap://example.com/a}',
  '{{7*7}}',
  '\u202eevil',
  '🩺👩‍⚕️',
  'Åsa Öberg-Ärlig',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'null',
  'true',
  '[]',
  '{}',
  'x'.repeat(10_001),
  'a@b',
  'anna@example.se',
  'anna@example.se\r\nCc: x@example.com',
  'https://example.se',
  'javascript:alert(1)',
];

/** A string: random (any Unicode), a known troublemaker, or a very long one. */
export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...SAMPLES) },
  { weight: 1, arbitrary: fc.string({ minLength: 190, maxLength: 5_100 }) },
);

/** Any JSON value, biased to hostile strings. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  {
    weight: 1,
    arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER),
  },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
  },
);

/** An object with (some of) the given keys set to hostile values, plus maybe unknown keys. */
export function hostileRecord(keys: readonly string[], value = hostileValue) {
  return fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** Runs are seeded so a failure reproduces; FUZZ_SEED picks another seed, FUZZ_RUNS more runs. */
export const fuzzParameters = (numRuns: number): fc.Parameters<unknown> => ({
  seed: Number(process.env.FUZZ_SEED ?? 20261121),
  numRuns: Number(process.env.FUZZ_RUNS ?? numRuns),
});

/**
 * An object built from a valid one: each field kept, made hostile, or left out, so a useful share
 * of the inputs is accepted and the rules are tested on both sides.
 */
export function mostlyValid(valid: Record<string, unknown>) {
  const field = (value: unknown) =>
    fc.oneof(
      { weight: 12, arbitrary: fc.constant({ value }) },
      { weight: 2, arbitrary: hostileValue.map((hostile) => ({ value: hostile })) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  return fc
    .record(Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, field(value)])))
    .map((fields) =>
      Object.fromEntries(
        Object.entries(fields).flatMap(([key, kept]) => (kept ? [[key, kept.value]] : [])),
      ),
    );
}
