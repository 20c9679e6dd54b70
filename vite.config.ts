import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { compress } from './scripts/vite-plugin-compress.ts';
import { initialChunk } from './scripts/vite-plugin-initial-chunk.ts';
import { mantineClientHooks } from './scripts/vite-plugin-mantine-hooks.ts';
import { prerender } from './scripts/vite-plugin-prerender.ts';
import { robots } from './scripts/vite-plugin-robots.ts';

// The web app manifest lives at the top level (one place); the PWA plugin emits it with the build.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

export default defineConfig({
  define: {
    // Busts the persisted query cache whenever a new build is deployed.
    __BUILD_ID__: JSON.stringify(new Date().toISOString()),
  },
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
      // The toasts' component alone, loaded after the page (src/routes/__root.tsx).
      '@mantine/notifications/Notifications': fileURLToPath(
        new URL('./node_modules/@mantine/notifications/esm/Notifications.mjs', import.meta.url),
      ),
    },
  },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    // Mantine's inputs without a state change after their first commit (hydration keeps React's id).
    mantineClientHooks(),
    prerender({
      entry: 'src/prerender/renderRoute.tsx',
      starter: 'src/firstPaint/starter.ts',
      earlyPaint: 'src/firstPaint/earlyPaint.ts',
      // The job list and a job's page fetch on a first visit (no local copy yet) and read Dexie on
      // a return visit.
      dataPages: {
        paths: /^\/jobs(\/[^/]+)?$/,
        modules: ['/src/lib/offline/publicData.ts', '/src/lib/offline/publicDataFetch.ts'],
        localCopyModules: ['/src/lib/offline/db.ts', '/src/lib/offline/publicDataStore.ts'],
      },
    }),
    // The entry's static imports in one chunk.
    initialChunk(),
    robots(),
    VitePWA({
      // A new build waits until the user accepts "Uppdatera" (src/features/offline/UpdatePrompt),
      // which also registers the worker through virtual:pwa-register/react.
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      // Our own worker (src/sw.ts): besides the precache it answers Background Sync of the outbox.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectManifest: {
        // Precache the app shell, every route chunk (autoCodeSplitting), styles, icons, banner
        // images and robots.txt: every page, static or not, then opens offline.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2,txt}'],
        // The manifest's screenshots are for the install sheet only, never shown offline.
        globIgnores: ['screenshots/**'],
        // One classic script: a service worker may not import() chunks.
        rollupFormat: 'iife',
      },
    }),
    // Last: brotli and gzip copies of everything above, the service worker included.
    compress(),
  ],
  build: {
    rolldownOptions: {
      // Features and content only declare things at module level. Saying so lets each route chunk
      // take just the modules it uses; otherwise a feature's index.ts pulls every component of the
      // feature into the entry chunk as soon as a route's loader or search schema imports from it.
      treeshake: {
        moduleSideEffects: [
          { test: /\/src\/(features|content)\/.*\.tsx?$/, sideEffects: false },
          { test: /\/supabase\/functions\/_shared\/.*\.ts$/, sideEffects: false },
        ],
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
