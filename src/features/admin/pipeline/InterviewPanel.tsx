// An application's interview on its admin page: propose two or three times (the doctor picks one
// in Mina ansökningar and both parties get a calendar invitation), see which was booked, cancel.
import { Button, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { swedishDateTime } from '@shared/schemas';
import { useState } from 'react';
import type { ApplicationDeskData } from './pipelineQueries';
import { useCancelInterview, useProposeInterview } from './pipelineQueries';

const TIME_LABELS = ['Tid 1', 'Tid 2', 'Tid 3 (valfri)'];

function ProposeInterview({ applicationId }: { applicationId: string }) {
  const propose = useProposeInterview();
  const [times, setTimes] = useState(['', '', '']);
  const [location, setLocation] = useState('');
  const [minutes, setMinutes] = useState<number | string>(45);
  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        propose.mutate({
          id: applicationId,
          // A datetime-local value is the admin's own wall-clock time.
          times: times.filter(Boolean).map((time) => new Date(time).toISOString()),
          location,
          minutes: Number(minutes),
        });
      }}
    >
      <Group gap="sm" align="end">
        {TIME_LABELS.map((label, index) => (
          <TextInput
            key={label}
            type="datetime-local"
            label={label}
            required={index < 2}
            value={times[index]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setTimes((current) => current.map((time, at) => (at === index ? value : time)));
            }}
          />
        ))}
      </Group>
      <Group gap="sm" align="end">
        <TextInput
          label="Plats eller videolänk"
          required
          maxLength={300}
          value={location}
          onChange={(event) => setLocation(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <NumberInput
          label="Längd (minuter)"
          min={15}
          max={480}
          step={15}
          value={minutes}
          onChange={setMinutes}
          w={160}
        />
      </Group>
      <Button type="submit" loading={propose.isPending} style={{ alignSelf: 'flex-start' }}>
        Föreslå tider
      </Button>
    </Stack>
  );
}

export function InterviewPanel({
  applicationId,
  interview,
}: {
  applicationId: string;
  interview: ApplicationDeskData['interview'];
}) {
  const cancel = useCancelInterview();
  return (
    <Stack gap="sm" component="section" aria-labelledby="intervju">
      <Title order={2} fz="h3" id="intervju">
        Intervju
      </Title>
      {!interview && <ProposeInterview applicationId={applicationId} />}
      {interview && (
        <>
          {interview.status === 'booked' && interview.starts_at ? (
            <Text>
              Bokad {swedishDateTime(interview.starts_at)}, {interview.duration_minutes} minuter,{' '}
              {interview.location}.
            </Text>
          ) : (
            <Text>
              Föreslagna tider (den sökande väljer):{' '}
              {interview.interview_slots.map((slot) => swedishDateTime(slot.starts_at)).join('; ')}.{' '}
              {interview.location}.
            </Text>
          )}
          <Button
            variant="default"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(interview.id)}
            style={{ alignSelf: 'flex-start' }}
          >
            Avboka intervjun
          </Button>
        </>
      )}
    </Stack>
  );
}
