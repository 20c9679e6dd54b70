import { Badge } from '@mantine/core';
import { STATUS_LABEL } from '../texts';

export function StatusBadge({ status }: { status: keyof typeof STATUS_LABEL }) {
  return (
    <Badge
      color={status === 'published' ? 'teal' : 'gray'}
      variant="light"
      radius="sm"
      tt="none"
      // Badge's fit-content width cuts "Publicerad" short inside table cells.
      style={{ width: 'max-content', overflow: 'visible' }}
    >
      {STATUS_LABEL[status]}
    </Badge>
  );
}
