import { Badge } from '@mantine/core';
import { STATUS_LABEL } from '../texts';

export function StatusBadge({ status }: { status: keyof typeof STATUS_LABEL }) {
  return (
    <Badge color={status === 'published' ? 'teal' : 'gray'} variant="light" radius="sm">
      {STATUS_LABEL[status]}
    </Badge>
  );
}
