// The starter's half of early input (src/firstPaint/starter.ts): from the first parse of the page
// until the app has hydrated it, a form sent and a button pressed did nothing yet. The form is held
// and both are kept for the app to send and press once it has (earlyInput.ts). Held in the capture
// phase from the app too: not sent natively, which would reload the page, nor to the app's handler,
// which would send it a second time when the app sends it.

/** What was held, and how to stop holding. */
export interface HeldInput {
  form: HTMLFormElement | null;
  button: HTMLButtonElement | null;
  /** Stops holding presses (a form sent is still held). */
  stopPresses(): void;
  stop(): void;
}

export function holdEarlyInput(): HeldInput {
  const holdForm = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    held.form = event.target as HTMLFormElement;
  };
  const keepPress = (event: Event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>(
      '#root button:not([type=submit])',
    );
    if (button) held.button = button;
  };
  const held: HeldInput = {
    form: null,
    button: null,
    stopPresses: () => document.removeEventListener('click', keepPress, true),
    stop: () => {
      held.stopPresses();
      document.removeEventListener('submit', holdForm, true);
    },
  };
  document.addEventListener('submit', holdForm, true);
  document.addEventListener('click', keepPress, true);
  return held;
}
