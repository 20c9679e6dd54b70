// Turns valibot issues into `{ field: first message }`, the shape of a 400 answer and of form errors.
import * as v from 'valibot';

export type FieldErrors = Record<string, string>;

export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = v.getDotPath(issue) ?? '';
    if (!(name in errors)) errors[name] = issue.message;
  }
  return errors;
}
