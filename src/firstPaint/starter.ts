// Every page's first script, inline in <head> before the stylesheets (a classic script after them
// would wait for their download): it loads the app only after the browser has painted the
// prerendered page. Evaluating the app and React's start-up are long tasks that would hold the
// first paint back, and its JavaScript is not even requested before then: on a first visit the
// download would share a phone's bandwidth with what the first paint waits for, and on a return
// visit the worker's answers and their compiling took the main thread from the parser (a warm
// /jobs' first card painted about 50 ms later, median of 15 runs each, when requested at once).
// "After the first paint" is the frame after the whole page is parsed (DOMContentLoaded): the
// stylesheets can arrive before the parser reaches <body>, and a frame then paints no content
// (loading after that frame held a warm /jobs' first card back by about 100 ms). On a first
// visit's job pages it also waits for the early paint of the jobs (earlyPaint.ts, at most 2 s).
// A hidden tab paints nothing and starts at once. Built by scripts/prerender-starter.ts, with its
// data (the modules, each route's chunks) in a JSON element before it.
import { holdEarlyInput } from '@/lib/earlyInputHold';
import { hasLocalCopy } from '@/lib/offline/localCopy';
import { STARTER_ELEMENT } from './dataElements';

/** A route's path pattern, its chunks, and on data pages the local copy's chunks. */
export type RouteChunks = [string, string[]] | [string, string[], string[]];

export interface StarterData {
  /** The entry first, then its static imports. */
  modules: string[];
  routes: RouteChunks[];
}

/**
 * The current route's chunks: on the job pages with a local copy, those that read it too. Its
 * stylesheets are linked at once (render-blocking, like the entry's) unless the page file links
 * them itself, so the page paints as the app will.
 */
function routeModules(routes: RouteChunks[]): string[] {
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  const route = routes.find(([pattern]) => new RegExp(pattern).test(path));
  if (!route) return [];
  const [, files, localCopy] = route;
  return (localCopy && hasLocalCopy() ? files.concat(localCopy) : files).filter((file) => {
    if (!file.endsWith('.css')) return true;
    if (document.querySelector(`link[href="${file}"]`)) return false;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.setAttribute('blocking', 'render');
    link.href = file;
    document.head.appendChild(link);
    return false;
  });
}

/**
 * The modules as preloads, one link a task, the entry's first and marked: each link starts its
 * request on the main thread, 20-40 ms apart at Lighthouse's 4x CPU slowdown, so /jobs' 14 links
 * in one insertion were one task of 75-170 ms (traced 2026-11-24).
 */
function preload(modules: string[]): void {
  let at = 0;
  const next = () => {
    const entry = at === 0 ? ' data-entry' : '';
    document.head.insertAdjacentHTML(
      'beforeend',
      `<link rel="modulepreload" crossorigin href="${modules[at]}"${entry}>`,
    );
    if (++at < modules.length) setTimeout(next);
  };
  next();
}

function start(): void {
  const text = document.getElementById(STARTER_ELEMENT)?.textContent;
  if (!text) return;
  const { modules, routes } = JSON.parse(text) as StarterData;
  const all = modules.concat(routeModules(routes));
  window.__firstPaint ??= {};
  window.__firstPaint.input = holdEarlyInput();
  const load = () => {
    preload(all);
    void import(/* @vite-ignore */ modules[0] as string);
  };
  if (document.visibilityState === 'hidden') {
    load();
    return;
  }
  const afterFirstPaint = () =>
    requestAnimationFrame(() =>
      setTimeout(() => void Promise.resolve(window.__firstPaint?.painted).then(load)),
    );
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
}

start();
