// Two projects: fast unit tests, and integration tests against real stand-ins and databases.
import { defineConfig } from 'vitest/config';

// supabase-js needs a global WebSocket; Node 20 has it only behind a flag.
const websocketFlag = typeof WebSocket === 'undefined' ? ['--experimental-websocket'] : [];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'supabase/**/*.test.ts'],
          exclude: ['supabase/functions/**', 'node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/db/**/*.test.ts'],
          pool: 'forks',
          execArgv: websocketFlag,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
