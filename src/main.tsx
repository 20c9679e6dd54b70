// The app's entry. Its start-up code is evaluated in three tasks, not one: React's DOM renderer
// here; then the providers every page renders in (Mantine with the theme, TanStack Query); then
// the router, the routes and the start itself (src/app/start.tsx). In one task, evaluating it all
// was 85-155 ms at a phone's 4x CPU slowdown (Chromium traces, 2026-11-24), its time beyond 50 ms
// counted as blocking time; in three, 35-75 ms each. Each part is a chunk of its own
// (scripts/vite-plugin-initial-chunk.ts) that every page's starter preloads with this one
// (scripts/prerender-starter.ts), so the imports below only evaluate. Not a top-level await, which
// would split one chunk: Safari fails simultaneous imports of a module that has one (WebKit bug
// 242740), and Rolldown then turns the entry into a chunk of imports only.
import 'react-dom/client';
import { nextTask } from './lib/whenIdle';

void nextTask()
  .then(() => import('./app/AppProviders'))
  .then(nextTask)
  .then(() => import('./app/start'))
  .then(({ start }) => start());
