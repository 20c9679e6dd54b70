// A long text in a table cell: two lines at first, the whole text on demand. The two lines run
// its lines together: a letter's "Hej!" and blank line would otherwise fill them, on every row.
import { Anchor, Box, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';

export function ExpandableText({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Box miw={220} maw={440}>
      <Text
        size="sm"
        style={{ whiteSpace: open ? 'pre-wrap' : 'normal' }}
        lineClamp={open ? undefined : 2}
      >
        {children}
      </Text>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
      >
        {open ? 'Visa mindre' : 'Visa allt'}
      </Anchor>
    </Box>
  );
}
