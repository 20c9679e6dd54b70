// On a desktop the filters are one row of pills: each names its filter, or what is chosen
// ("Specialitet: Kardiologi") with a × that removes it, and opens its fields in a popover (a
// dialog named by the pill; Escape closes it and the focus goes back to the pill).
import {
  ActionIcon,
  Button,
  CloseIcon,
  Group,
  Popover,
  Stack,
  VisuallyHidden,
} from '@mantine/core';
import type { JobSearch } from '@shared/search';
import type { ReactNode } from 'react';
import classes from './JobSearchForm.module.css';
import type { FilterGroup } from './useJobFilters';

type Props = {
  groups: FilterGroup[];
  onSearch: (search: JobSearch) => void;
  /** After the pills: the chips of filters without a pill, and "Rensa filter". */
  children: ReactNode;
};

export function FilterPills({ groups, onSearch, children }: Props) {
  return (
    <Group gap="xs" visibleFrom="sm" className={classes.pills}>
      {groups.map((group) => (
        <FilterPill key={group.name} group={group} onSearch={onSearch} />
      ))}
      {children}
    </Group>
  );
}

function FilterPill({ group, onSearch }: { group: FilterGroup; onSearch: Props['onSearch'] }) {
  const text = group.value ? `${group.name}: ${group.value}` : group.name;
  return (
    <Group gap={0} wrap="nowrap">
      <Popover position="bottom-start" shadow="md" trapFocus returnFocus>
        <Popover.Target>
          <Button
            variant={group.value ? 'light' : 'default'}
            radius="xl"
            size="compact-md"
            className={group.value ? classes.setPill : undefined}
          >
            {text}
          </Button>
        </Popover.Target>
        <Popover.Dropdown w={300}>
          <Stack gap="sm">{group.fields}</Stack>
        </Popover.Dropdown>
      </Popover>
      {group.value && (
        <ActionIcon
          variant="light"
          radius="xl"
          size={26}
          className={classes.clearPill}
          onClick={() => onSearch(group.without)}
        >
          {/* Named by text, not aria-label, as the chips: a field's label finds the field alone. */}
          <VisuallyHidden>Ta bort filtret {text}</VisuallyHidden>
          <CloseIcon size="14" />
        </ActionIcon>
      )}
    </Group>
  );
}
