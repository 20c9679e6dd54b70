// The phone's filter sheet's focus trap (JobSearchForm.tsx), loaded when the page is idle or the
// sheet first opens: Mantine's trap (about 2 KB gzip) is not needed for the list's first render.
// It renders nothing, so the sheet itself never remounts when this arrives.
import { useFocusTrap } from '@mantine/hooks';
import { type RefObject, useLayoutEffect } from 'react';

export default function SheetFocusTrap({ sheet }: { sheet: RefObject<HTMLElement | null> }) {
  const trap = useFocusTrap(true);
  useLayoutEffect(() => {
    trap(sheet.current);
  }, [trap, sheet]);
  return null;
}
