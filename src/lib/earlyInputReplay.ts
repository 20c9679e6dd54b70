// The replay of what a visitor typed, sent or pressed before React hydrated the page (what
// earlyInput.ts and the starter kept): loaded by the root layout after its first commit, so it is
// not part of any page's first load.
import {
  type Control,
  controlsIn,
  counterpart,
  EARLY_PAINTED,
  takeTypedSince,
  typedBeforeHydration,
} from './earlyInput';
import { nextTask, whenIdle } from './whenIdle';

/** Where the caret or selection of a field being typed in is, so setting its value keeps it. */
function selectionOf(control: Control): [number, number] | undefined {
  if (control instanceof HTMLSelectElement || document.activeElement !== control) return;
  const { selectionStart, selectionEnd } = control;
  return selectionStart === null || selectionEnd === null
    ? undefined
    : [selectionStart, selectionEnd];
}

/** Tells React of a value as typing it would. */
function enter(control: Control, value: string, left: boolean): void {
  // Setting a value puts the caret at its end. Measured: a search's text selected to be typed
  // over at that moment was typed after it instead ("UMEÅvårdcentralen älvsborg", in a CI run).
  const selection = selectionOf(control);
  // React compares with the value it last saw: make that the rendered one (React's own setter on
  // the element), then set the typed one behind its back.
  const rendered = control.value;
  control.value = control instanceof HTMLSelectElement ? rendered : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(
    control,
    value,
  );
  // Only where the text is the same: elsewhere the old place would not be the visitor's.
  if (selection && rendered === value && !(control instanceof HTMLSelectElement))
    control.setSelectionRange(...selection);
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
  // A field the visitor already left: its check on leaving (validateInputOnBlur) runs now.
  if (left) control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

/** How long a press held on the early paint waits for React's render of that part at most. */
const RENDER_WAIT_MS = 10_000;

/**
 * The element to press for `held`, a button pressed before the app ran: itself when hydration
 * kept it; else (a part React renders afresh, such as a job page's content, ClientData.tsx) the
 * one React put in its place, once React has rendered it. The idle moment replayEarlyInput waits
 * for does not mean that it has: whenIdle gives up waiting after a second, and React renders such
 * a part in a task of its own after hydrating the page. Measured: on a busy CPU (4x slowdown) the
 * held "Ansök nu" was pressed while it was still the early paint's, which has no handler, about
 * one run in ten (React rendered the job at that press and the press went nowhere).
 */
function pressTarget(root: HTMLElement, held: HTMLButtonElement): Promise<HTMLElement | undefined> {
  if (!held.closest(`[${EARLY_PAINTED}]`))
    return Promise.resolve(held.isConnected ? held : counterpart(root, held));
  const rendered = () => (held.isConnected ? undefined : counterpart(root, held));
  const now = rendered();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = (element: HTMLElement | undefined) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(element);
    };
    const observer = new MutationObserver(() => {
      const element = rendered();
      if (element) done(element);
    });
    observer.observe(root, { childList: true, subtree: true });
    // Nothing of its name in its place by then (the app shows something else): not pressed.
    const timer = setTimeout(() => done(rendered()), RENDER_WAIT_MS);
  });
}

let replayed = false;

/**
 * Called from the root layout's first commit (a hook, not a component of its own, which would
 * change React's ids from the prerendered page's). Waits until the browser is idle, or a second
 * has passed (whenIdle): React has usually rendered the page's parts by then, but not always the
 * parts it renders afresh, so a button pressed there waits for them (pressTarget).
 */
export function replayEarlyInput(): void {
  const root = document.getElementById('root');
  const held = window.__firstPaint?.input;
  if (replayed || !root) return;
  replayed = true;
  void whenIdle().then(async () => {
    held?.stop();
    // The value from before hydration: a re-render of the form (a field typed in after it began)
    // sets a controlled field back to React's value, so the DOM no longer has it. Unless typing
    // went on after it was taken: then the last value typed is the whole text (measured: "UMEÅ"
    // typed across the start of hydration was cut to "UM"). A field typed in only after it was
    // taken is entered too: React may have dropped that typing (takeTypedSince).
    const since = takeTypedSince();
    const before = new Map(typedBeforeHydration().map((entry) => [entry.index, entry]));
    const entries = controlsIn(root).flatMap((control, index) => {
      const value = since.get(control) ?? before.get(index)?.value;
      if (value === undefined) return [];
      const left = before.get(index)?.left ?? document.activeElement !== control;
      return [{ control, value, left }];
    });
    // One a task, as typing them did: a form may apply each change before it takes the next.
    for (const { control, value, left } of entries) {
      enter(control, value, left);
      await nextTask();
    }
    // After React has rendered the values entered above: its submit handler reads them.
    if (held?.form?.isConnected) held.form.requestSubmit();
    // The button itself when hydration kept it, else the one React put in its place. Focused
    // first, as the visitor's press focused it: what it opens gives the focus back there on
    // closing (measured: a filter pill's popover, opened by the press once its code had come,
    // gave the focus to the page instead).
    const button = held?.button && (await pressTarget(root, held.button));
    button?.focus({ preventScroll: true });
    button?.click();
  });
}
