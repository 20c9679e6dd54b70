// On a desktop the filters are one row of pills: each names its filter, or what is chosen
// ("Specialitet: Kardiologi") with a × that removes it, and opens its fields in a popover (a
// dialog named by the pill; Escape closes it and the focus goes back to the pill). The popovers'
// code comes once the page is idle (PillPopover.tsx), not with the list's first load.
import { Button, CloseButton, Group, VisuallyHidden } from '@mantine/core';
import type { JobSearch } from '@shared/search';
import { type ReactNode, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/whenIdle';
import classes from './JobSearchForm.module.css';
import type { FilterGroup } from './useJobFilters';

type PillPopoverModule = typeof import('./PillPopover');
let loaded: PillPopoverModule | undefined;
const loadPillPopover = () =>
  import('./PillPopover').then((module) => {
    loaded = module;
    return module;
  });

type Props = {
  groups: FilterGroup[];
  onSearch: (search: JobSearch) => void;
  /** After the pills: the chips of filters without a pill, and "Rensa filter". */
  children: ReactNode;
};

export function FilterPills({ groups, onSearch, children }: Props) {
  const [popovers, setPopovers] = useState(loaded);
  // The pill pressed before the popovers' code arrived, opened when it does.
  const [pressed, setPressed] = useState<string>();
  useEffect(() => {
    if (popovers) return;
    let stopped = false;
    whenIdle()
      .then(loadPillPopover)
      .then((module) => !stopped && setPopovers(module), console.error);
    return () => {
      stopped = true;
    };
  }, [popovers]);
  const press = (name: string) => {
    setPressed(name);
    loadPillPopover().then(setPopovers, console.error);
  };
  return (
    <Group gap="xs" visibleFrom="sm" className={classes.pills}>
      {groups.map((group) => (
        <FilterPill
          key={group.name}
          group={group}
          onSearch={onSearch}
          popovers={popovers}
          pressed={pressed === group.name}
          onPress={() => press(group.name)}
        />
      ))}
      {children}
    </Group>
  );
}

function FilterPill({
  group,
  onSearch,
  popovers,
  pressed,
  onPress,
}: {
  group: FilterGroup;
  onSearch: Props['onSearch'];
  popovers: PillPopoverModule | undefined;
  pressed: boolean;
  onPress: () => void;
}) {
  const text = group.value ? `${group.name}: ${group.value}` : group.name;
  const pill = {
    variant: group.value ? 'light' : 'default',
    radius: 'xl',
    size: 'compact-md',
    className: group.value ? classes.setPill : undefined,
    children: text,
  } as const;
  return (
    <Group gap={0} wrap="nowrap">
      {popovers ? (
        <popovers.default pill={pill} fields={group.fields} pressed={pressed} />
      ) : (
        <Button {...pill} aria-haspopup="dialog" aria-expanded={false} onClick={onPress} />
      )}
      {group.value && (
        // CloseButton, already in the start-up code, rather than an ActionIcon of its own chunk.
        <CloseButton
          radius="xl"
          size={26}
          iconSize={14}
          className={classes.clearPill}
          onClick={() => onSearch(group.without)}
        >
          {/* Named by text, not aria-label, as the chips: a field's label finds the field alone. */}
          <VisuallyHidden>Ta bort filtret {text}</VisuallyHidden>
        </CloseButton>
      )}
    </Group>
  );
}
