// "Tillgänglig från / till" typed into two fields: applied while the days are in order; a "till"
// before "från" stays in the fields with a message instead of being swapped behind the visitor's
// back (the URL's parser still swaps a reversed pair from a link). A change of the URL from
// elsewhere (back button, "Rensa filter") shows in the fields.
import { useEffect, useState } from 'react';

type Range = { fran: string; till: string };

export const REVERSED_RANGE = 'Till-dagen är före från-dagen: ändra en av dem.';

export function useDateRange(
  fran: string | undefined,
  till: string | undefined,
  apply: (range: { fran: string | undefined; till: string | undefined }) => void,
): [Range, (patch: Partial<Range>) => void, string | null] {
  const [range, setRange] = useState<Range>({ fran: fran ?? '', till: till ?? '' });
  useEffect(() => setRange({ fran: fran ?? '', till: till ?? '' }), [fran, till]);
  const reversed = range.fran !== '' && range.till !== '' && range.fran > range.till;
  const change = (patch: Partial<Range>) => {
    const next = { ...range, ...patch };
    setRange(next);
    if (next.fran && next.till && next.fran > next.till) return;
    apply({ fran: next.fran || undefined, till: next.till || undefined });
  };
  return [range, change, reversed ? REVERSED_RANGE : null];
}
