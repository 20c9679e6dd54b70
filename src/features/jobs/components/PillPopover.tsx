// A filter pill with its popover (FilterPills.tsx). Loaded after the list's first load (Mantine's
// Popover and its positioning library are about 23 KB gzip); until then the pill is a plain
// button, and a pill pressed before this arrived opens once it has mounted.
import { Button, type ButtonProps, Popover, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';

type Props = {
  /** The pill's look and text, the same as the plain button's. */
  pill: ButtonProps & { children: ReactNode };
  fields: ReactNode;
  /** Pressed before this module arrived: open at once, the focus on the pill. */
  pressed: boolean;
};

export default function PillPopover({ pill, fields, pressed }: Props) {
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  // Controlled, and opened after mounting with the focus moved to the pill first: Mantine notes
  // where the focus was when `opened` changes (not when it mounts open) and returns it there.
  useEffect(() => {
    if (!pressed) return;
    target.current?.focus();
    setOpened(true);
  }, [pressed]);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Button ref={target} {...pill} onClick={() => setOpened((open) => !open)} />
      </Popover.Target>
      <Popover.Dropdown w={300}>
        <Stack gap="sm">{fields}</Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
