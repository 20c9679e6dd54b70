// Header link to the Sparade jobb page, with the number of saved jobs.
import { Badge, Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLocalCount } from '@/lib/offline/useLocalCount';

export function SavedJobsLink({ onNavigate }: { onNavigate?: () => void }) {
  const count = useLocalCount('savedJobs');
  // The name starts with the words and number shown (axe label-content-name-mismatch).
  return (
    <Button
      component={Link}
      to="/saved-jobs"
      variant="subtle"
      px="xs"
      onClick={onNavigate}
      leftSection={<span aria-hidden>★</span>}
      aria-label={count > 0 ? `Sparade jobb ${count}` : 'Sparade jobb'}
    >
      Sparade jobb
      {count > 0 && (
        <Badge size="sm" variant="light" circle aria-hidden>
          {count}
        </Badge>
      )}
    </Button>
  );
}
