// A filter pill with its popover (FilterPills.tsx). Loaded after the list's first load (Mantine's
// Popover and its positioning library are about 23 KB gzip); until then the pill is a plain
// button, and a pill pressed before this arrived opens as it mounts.
import { Button, type ButtonProps, Popover, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

type Props = {
  /** The pill's look and text, the same as the plain button's. */
  pill: ButtonProps & { children: ReactNode };
  fields: ReactNode;
  /** Pressed before this module arrived: open at once, the focus on the pill. */
  pressed: boolean;
};

export default function PillPopover({ pill, fields, pressed }: Props) {
  const target = useRef<HTMLButtonElement>(null);
  // The focus goes to the pill before the popover opens, so closing returns it there.
  useEffect(() => {
    if (pressed) target.current?.focus();
  }, [pressed]);
  return (
    <Popover defaultOpened={pressed} position="bottom-start" shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <Button ref={target} {...pill} />
      </Popover.Target>
      <Popover.Dropdown w={300}>
        <Stack gap="sm">{fields}</Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
