// A text filter typed into a field and applied as the visitor types: the field keeps exactly what
// was typed (spaces included) while the URL carries the trimmed value, and a change of the URL
// from elsewhere (back button, "Rensa filter", a link) shows in the field.
import { useEffect, useState } from 'react';

export function useUrlText(
  value: string | undefined,
  apply: (text: string | undefined) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(value ?? '');
  useEffect(() => {
    setText((typed) => (typed.trim() === (value ?? '') ? typed : (value ?? '')));
  }, [value]);
  const change = (next: string) => {
    setText(next);
    apply(next.trim() || undefined);
  };
  return [text, change];
}
