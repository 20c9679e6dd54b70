// What a visitor did on a prerendered page before the app ran (scripts/vite-plugin-prerender.ts):
// React replaces that markup with the same page, so the values typed or chosen there, the focus,
// a form already sent and a button pressed move to the live page's controls (same page, same
// order of controls; a button by its name).

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Typed {
  index: number;
  value: string;
  checked: boolean | null;
}

declare global {
  interface Window {
    /**
     * Set by index.html's starter: which prerendered form was sent, the name of the last button
     * pressed (buttonName), and how to stop listening.
     */
    __prerenderedForms?: { submitted: number | null; pressed: string | null; stop(): void };
  }
}

const controlsIn = (root: HTMLElement) => [
  ...root.querySelectorAll<Control>('main input, main select, main textarea'),
];

function isChanged(control: Control): boolean {
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  if (
    control instanceof HTMLInputElement &&
    (control.type === 'checkbox' || control.type === 'radio')
  )
    return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

/** A button's name as the starter records it: its aria-label, else its text. */
const buttonName = (button: HTMLButtonElement) =>
  (button.getAttribute('aria-label') || button.textContent || '').trim();

/** Not hidden by CSS (checkVisibility is missing in browsers before 2024: then any button counts). */
const isShown = (element: Element) =>
  typeof element.checkVisibility !== 'function' || element.checkVisibility();

/** Sets a value as typing would, so React's onChange sees it. */
function enter(control: Control, { value, checked }: Typed): void {
  if (control instanceof HTMLInputElement && checked !== null) {
    if (control.checked !== checked) control.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  setter?.call(control, value);
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

function snapshot(root: HTMLElement): { typed: Typed[]; focused: number } {
  const controls = controlsIn(root);
  const typed = controls.flatMap((control, index) => {
    if (!isChanged(control)) return [];
    const toggles =
      control instanceof HTMLInputElement &&
      (control.type === 'checkbox' || control.type === 'radio');
    return [{ index, value: control.value, checked: toggles ? control.checked : null }];
  });
  return { typed, focused: controls.indexOf(document.activeElement as Control) };
}

/**
 * Watches the prerendered page from now on (React's first render yields to input while it runs);
 * the returned function, called once the live page is on screen, applies the last state to it.
 */
export function carryOverInput(root: HTMLElement): () => void {
  let state = snapshot(root);
  const update = () => {
    state = snapshot(root);
  };
  const events = ['input', 'change', 'focusin'] as const;
  for (const type of events) document.addEventListener(type, update, true);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    for (const type of events) document.removeEventListener(type, update, true);
    const forms = window.__prerenderedForms;
    forms?.stop();
    const live = controlsIn(root);
    for (const entry of state.typed) {
      const control = live[entry.index];
      if (!control) continue;
      enter(control, entry);
      // A field the visitor already left was blurred on the old page: its check on leaving the
      // field (validateInputOnBlur) runs now. React's onBlur listens to focusout.
      if (entry.index !== state.focused)
        control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    }
    if (state.focused >= 0) live[state.focused]?.focus();
    // After React has rendered the values entered above: its submit handler reads them from state.
    const submitted = forms?.submitted;
    if (submitted != null) setTimeout(() => document.forms[submitted]?.requestSubmit());
    // A button pressed on the prerendered page is pressed on the live one, when exactly one shown
    // there has its name (a signed-in header, say, has other buttons than the prerendered one; a
    // job page has "Ansök nu" twice, for a phone and for a wider screen, one of them hidden).
    const pressed = forms?.pressed;
    if (pressed)
      setTimeout(() => {
        const named = [...root.querySelectorAll('button')].filter(
          (button) => buttonName(button) === pressed && isShown(button),
        );
        if (named.length === 1) named[0]?.click();
      });
  };
}
