// The filters in force, as chips under the search box: seen with the filters folded away (on a
// phone, or arriving from a link such as an employer's "Se lediga jobb"), each removed with a tap.
// The caller places them: a row of their own on a phone, after the filter pills on a desktop.
import { Button, VisuallyHidden } from '@mantine/core';
import type { JobSearch } from '@shared/search';
import type { ActiveFilter } from '../activeFilters';

type Props = {
  chips: ActiveFilter[];
  onRemove: (search: JobSearch) => void;
  /** Removes every filter and the keyword; absent when there is nothing to remove. */
  onClear: (() => void) | undefined;
};

export function ActiveFilterChips({ chips, onRemove, onClear }: Props) {
  if (!onClear) return null;
  return (
    <>
      {chips.map((chip) => (
        <Button
          key={chip.label}
          variant="light"
          radius="xl"
          size="compact-md"
          rightSection={<span aria-hidden>×</span>}
          onClick={() => onRemove(chip.without)}
        >
          {/* Named by its text, not aria-label: a field's label (Plats) finds the field alone. */}
          <VisuallyHidden>Ta bort filtret </VisuallyHidden>
          {chip.label}
        </Button>
      ))}
      <Button variant="subtle" size="compact-md" onClick={onClear}>
        Rensa filter
      </Button>
    </>
  );
}
