// "Skapa jobb från förfrågan" on an employer's post-job-request: the job form, filled in from the
// request (/admin/jobs?forfragan=…); once a job is saved from it, the request links to that job,
// and making another one asks first.
import { Anchor, Button, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '@/lib/ui/ConfirmDialog';
import type { ContactRequestRow } from './requestQueries';

export function RequestJob({ row }: { row: ContactRequestRow }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const createJob = () => void navigate({ to: '/admin/jobs', search: { forfragan: row.id } });
  const { job } = row;
  return (
    <>
      {job && (
        <Text size="sm">
          Jobb skapat:{' '}
          <Anchor
            renderRoot={(props) => (
              <Link {...props} to="/admin/jobs" search={{ redigera: job.id }} />
            )}
          >
            {job.title}
          </Anchor>
        </Text>
      )}
      <Button
        size="xs"
        variant={job ? 'default' : 'filled'}
        onClick={job ? () => setAsking(true) : createJob}
        aria-label={`Skapa jobb från förfrågan: ${row.company_name}`}
      >
        Skapa jobb från förfrågan
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Skapa ett jobb till?"
        confirmLabel="Skapa ett jobb till"
        color="clinicalTeal.9"
        pending={false}
        onConfirm={createJob}
        onClose={() => setAsking(false)}
      >
        <Text>Ett jobb har redan skapats från den här förfrågan:</Text>
        <Text fw={600}>”{job?.title}”</Text>
        <Text>Det nya jobbet ersätter det som förfrågan länkar till.</Text>
      </ConfirmDialog>
    </>
  );
}
