// An employer's "N lediga tjänster", counted from the published jobs (jobCountsByEmployer): rows
// the build does not have, so the prerendered page holds a placeholder and the browser the count.
import { Badge, Button, Skeleton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ClientData } from '@/lib/ui/ClientData';
import { openPositionsText } from './texts';

/** undefined while the jobs are on their way. */
type Count = number | undefined;

const placeholder = <Skeleton height={18} width={120} radius="xl" />;

function Counted({ count, children }: { count: Count; children: (count: number) => ReactNode }) {
  return (
    <ClientData fallback={placeholder}>
      {count === undefined ? placeholder : children(count)}
    </ClientData>
  );
}

export function OpenPositionsBadge({ count }: { count: Count }) {
  return (
    <Counted count={count}>
      {(known) => (
        <Badge variant="light" color={known > 0 ? 'clinicalTeal' : 'gray'} w="fit-content">
          {openPositionsText(known)}
        </Badge>
      )}
    </Counted>
  );
}

export function OpenPositionsText({ count }: { count: Count }) {
  return <Counted count={count}>{(known) => <>{openPositionsText(known)}</>}</Counted>;
}

/** "Se lediga jobb": the list of the employer's jobs, when it has any. */
export function EmployerJobsLink({ name, count }: { name: string; count: Count }) {
  return (
    <ClientData fallback={null}>
      {count !== undefined && count > 0 && (
        <Button
          w="fit-content"
          renderRoot={(props) => <Link {...props} to="/jobs" search={{ arbetsgivare: name }} />}
        >
          Se lediga jobb
        </Button>
      )}
    </ClientData>
  );
}
