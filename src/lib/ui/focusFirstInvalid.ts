// A submit refused for errors leaves the focus on the button, after the messages: moving it to the
// first field to fix lets a keyboard or screen-reader user start there.
import type { SyntheticEvent } from 'react';

/**
 * The failure handler of @mantine/form's `form.onSubmit(handleSubmit, focusFirstInvalid)`: focuses
 * the first field, in the form's order, that has an error. Mantine marks each input with its
 * field's path (`data-path`, for a form without a `name`).
 */
export function focusFirstInvalid(
  errors: Record<string, unknown>,
  _values: unknown,
  event: SyntheticEvent<HTMLFormElement> | undefined,
): void {
  // The target, not currentTarget: React clears currentTarget once the event has been handled,
  // and an asynchronous validation answers after that.
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return;
  const first = Array.from(form.elements).find((field) => {
    const path = field.getAttribute('data-path');
    return path !== null && Boolean(errors[path]);
  });
  if (first instanceof HTMLElement) first.focus();
}
