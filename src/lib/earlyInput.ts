// What a visitor did on a prerendered page before React hydrated it. Hydration adopts the page's
// DOM, so typed text and the focus stay where they are, but React's state has not seen them (it
// learns of a value from `input` and `change` events, and hydration fires none; a controlled
// select is even set back to its rendered value), and a button pressed or a form sent before the
// code arrived had no handler yet: the page's starter holds those (earlyInputHold.ts).
// The replay (earlyInputReplay.ts) loads after the first commit, off the first load.
// Measured: without these modules, a search typed and sent before the app ran, a field left before
// it (its message), a menu tapped and a job's "Ansök nu" pressed before it were all lost
// (tests/e2e/first-paint.spec.ts, early-paint.spec.ts).
export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const CONTROLS = 'input:not([type=checkbox]):not([type=radio]), select, textarea';

export const controlsIn = (root: HTMLElement) => [...root.querySelectorAll<Control>(CONTROLS)];

const isChanged = (control: Control) =>
  control instanceof HTMLSelectElement
    ? [...control.options].some((option) => option.selected !== option.defaultSelected)
    : control.value !== control.defaultValue;

/** Values typed or chosen before hydration, by the control's place in the page. */
let typed: { index: number; value: string; left: boolean }[] = [];
export const typedBeforeHydration = () => typed;

/**
 * Controls typed in after `typed` was taken, with the last value typed, until the replay takes
 * them. React drops an `input` event that arrives while its hydration of the page waits on
 * something (it stops the event when it cannot hydrate the target at once, and replays only
 * presses), and a later render of the form then empties the field. Measured: an offline request
 * form's first field, typed as the app started, was empty when it was sent
 * (background-sync.spec.ts, once in a CI run).
 */
const typedSince = new Map<Control, string>();
const notingTyped = new AbortController();
export function takeTypedSince(): ReadonlyMap<Control, string> {
  notingTyped.abort();
  return typedSince;
}

/** Called just before React hydrates the page (src/app/start.tsx). */
export function rememberEarlyInput(root: HTMLElement): void {
  typed = controlsIn(root).flatMap((control, index) =>
    isChanged(control)
      ? [{ index, value: control.value, left: document.activeElement !== control }]
      : [],
  );
  // Registered before React's own listeners on the root, so it sees what React then stops.
  root.addEventListener(
    'input',
    (event) => {
      const control = event.target;
      if (event.isTrusted && control instanceof Element && control.matches(CONTROLS))
        typedSince.set(control as Control, (control as Control).value);
    },
    { capture: true, signal: notingTyped.signal },
  );
}

/**
 * Called as React starts hydrating the page: from then on React handles a press on a part it has
 * not hydrated yet itself (it hydrates that part at once and replays the event), so the starter
 * stops holding presses. Measured: a menu button pressed in that moment was pressed twice, by
 * React and by the replay, and the menu closed again (tests/e2e/mobile-menu.spec.ts). A form sent
 * is still held until the values typed before are entered (replayEarlyInput): React would check
 * it with empty fields (an offline request form sent then was lost, background-sync.spec.ts).
 */
export function handInputToReact(): void {
  window.__firstPaint?.input?.stopPresses();
}

/** Marks the markup the early paint put on the page (src/firstPaint/earlyPaint.ts). */
export const EARLY_PAINTED = 'data-early-painted';

/** A button's name: its aria-label, else its text. */
const nameOf = (button: HTMLButtonElement) =>
  (button.getAttribute('aria-label') || button.textContent || '').trim();

/**
 * The element React rendered in place of `pressed`: the link to the same address, or the button
 * of the same name, in the same job card when there are several.
 */
export function counterpart(root: HTMLElement, pressed: HTMLElement): HTMLElement | undefined {
  const href = pressed.getAttribute('href');
  const card = pressed.closest('article')?.getAttribute('aria-labelledby');
  const live = [...root.querySelectorAll<HTMLElement>(href === null ? 'button' : 'a[href]')].filter(
    (element) =>
      (href === null
        ? nameOf(element as HTMLButtonElement) === nameOf(pressed as HTMLButtonElement)
        : element.getAttribute('href') === href) && element.checkVisibility(),
  );
  if (live.length === 1) return live[0];
  return live.find(
    (element) => element.closest('article')?.getAttribute('aria-labelledby') === card,
  );
}

/**
 * A press on the early paint's markup, which React renders afresh (a ClientData part): React
 * renders such a part at once when a press starts in it (selective hydration), so the element
 * pressed is gone when the press ends and the browser fires no click. Measured: a job card's
 * "Visa detaljer" pressed then did nothing, about one run in ten at a 4x CPU slowdown. The press
 * is finished on the element React put in its place. Listening on window, in the capture phase,
 * sees the press before React's own listener on the root does.
 */
export function keepPressesOnEarlyPaint(root: HTMLElement): void {
  let pressed: HTMLElement | null = null;
  const press = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    pressed = target?.closest(`[${EARLY_PAINTED}]`)
      ? target.closest<HTMLElement>('a[href], button')
      : null;
  };
  const release = () => {
    const element = pressed;
    pressed = null;
    if (!element || element.isConnected) return;
    const live = counterpart(root, element);
    // After this event's dispatch, as the browser's own click would have come.
    if (live) setTimeout(() => live.click());
  };
  window.addEventListener('pointerdown', press, true);
  window.addEventListener('pointerup', release, true);
  window.addEventListener(
    'pointercancel',
    () => {
      pressed = null;
    },
    true,
  );
}
