// An interview on a card in Mina ansökningar: the proposed times to pick one from, or the booked
// time. Booking e-mails the doctor and the employer a confirmation with a calendar invitation.
import { Alert, Button, Radio, Stack, Text } from '@mantine/core';
import { swedishDateTime } from '@shared/schemas';
import { useState } from 'react';
import { type MyInterview, useBookInterview } from '../queries/myInterviews';

export function InterviewChoice({
  interview,
  userId,
  jobTitle,
}: {
  interview: MyInterview;
  userId: string;
  jobTitle: string;
}) {
  const book = useBookInterview(userId);
  const [chosen, setChosen] = useState<string | null>(null);
  if (interview.status === 'booked' && interview.starts_at) {
    return (
      <Alert color="teal" variant="light" title="Intervju bokad" w="100%">
        {swedishDateTime(interview.starts_at)}, {interview.duration_minutes} minuter.{' '}
        {interview.location}. Du har fått en bekräftelse med kalenderinbjudan per e-post.
      </Alert>
    );
  }
  return (
    <Stack gap="xs" w="100%" component="section" aria-label={`Intervju, ${jobTitle}`}>
      <Radio.Group
        label="Välj en tid för intervju"
        description={`${interview.location}, ${interview.duration_minutes} minuter.`}
        value={chosen}
        onChange={setChosen}
      >
        <Stack gap="xs" mt="xs">
          {interview.interview_slots.map((slot) => (
            <Radio
              key={slot.starts_at}
              value={slot.starts_at}
              label={swedishDateTime(slot.starts_at)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Button
        size="sm"
        disabled={!chosen}
        loading={book.isPending}
        onClick={() => chosen && book.mutate({ interview: interview.id, startsAt: chosen })}
        style={{ alignSelf: 'flex-start' }}
      >
        Boka tiden
      </Button>
      {book.isError && (
        <Text c="red.8" role="alert" fz="sm">
          {book.error.message}
        </Text>
      )}
    </Stack>
  );
}
