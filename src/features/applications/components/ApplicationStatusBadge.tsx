// An application's status in Swedish, tinted by what it means for the applicant; dark text keeps
// WCAG AA contrast on every tint.
import { Badge } from '@mantine/core';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@shared/schemas';

const TINTS: Record<ApplicationStatus, string> = {
  pending: 'blue',
  reviewed: 'blue',
  accepted: 'teal',
  rejected: 'red',
  withdrawn: 'gray',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge color={TINTS[status]} c="dark.8" variant="light" radius="sm" tt="none">
      {APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}
