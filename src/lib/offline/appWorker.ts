// The app's service worker registration, as the register call (UpdatePrompt, workbox-window)
// settles it: undefined where none could be registered (refused, blocked, a dev server without
// one), so a page that needs the worker knows at once not to wait for it.
let settle: (registration: ServiceWorkerRegistration | undefined) => void = () => {};
const settled = new Promise<ServiceWorkerRegistration | undefined>((resolve) => {
  settle = resolve;
});

export function noteAppWorkerRegistration(registration: ServiceWorkerRegistration | undefined) {
  settle(registration);
}

/** Settles once the app has tried to register its worker (never where workers are unknown). */
export function appWorkerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return settled;
}
