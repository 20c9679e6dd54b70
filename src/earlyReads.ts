// A second entry of the build, loaded by index.html's starter on the job pages beside the app
// (scripts/vite-plugin-prerender.ts): the page's public data is on its way, or being read from
// the local copy, while the app's code still downloads; the app's first read takes it over.
import { startEarlyReads } from './lib/offline/publicData';

startEarlyReads(window.location.pathname.replace(/\/+$/, ''));
