// Two projects: fast unit tests, and integration tests against real stand-ins and databases.
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// supabase-js needs a global WebSocket; Node 20 has it only behind a flag.
const websocketFlag = typeof WebSocket === 'undefined' ? ['--experimental-websocket'] : [];

export default defineConfig({
  // The same import aliases as vite.config.ts (vitest does not read that file when this one exists).
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
    },
  },
  test: {
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
          execArgv: websocketFlag,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
