// Two projects: fast unit tests, and integration tests against real stand-ins and databases.
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// supabase-js needs a global WebSocket; Node 20 has it only behind a flag.
const websocketFlag = typeof WebSocket === 'undefined' ? ['--experimental-websocket'] : [];

// The shuffled order's seed. Vitest reads this file again for each project, and left to itself
// each project takes its own clock reading, not the seed it prints: the first reading is kept in
// the environment for all of them.
process.env.VITEST_SHUFFLE_SEED ??= `${Date.now()}`;

export default defineConfig({
  // The same import aliases as vite.config.ts (vitest does not read that file when this one exists).
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
    },
  },
  test: {
    // Files and tests in a random order on every run: a test that counts on one before it fails
    // somewhere. The run prints its seed; `--sequence.seed=N` repeats an order.
    sequence: { shuffle: true, seed: Number(process.env.VITEST_SHUFFLE_SEED) },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'supabase/**/*.test.ts'],
          exclude: ['supabase/functions/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/db/**/*.test.ts'],
          pool: 'forks',
          globalSetup: ['tests/support/standin-template.ts'],
          execArgv: websocketFlag,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
