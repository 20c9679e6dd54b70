// The shared employer request form: company, contact person, e-mail and phone, the form's own
// fields (children), the message box and the submit button.
import { Alert, Anchor, Button, Card, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ContactRequestType } from '@shared/schemas';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  requestFieldLabels as labels,
  requestFeedback,
  requestPlaceholders,
} from '@/content/requests';
import classes from './RequestForm.module.css';
import { type RequestFormValues, type RequestSent, useRequestForm } from './useRequestForm';

/**
 * In place of the form once it is sent (a blank form under the receipt invited a second
 * send): that it arrived, where the answer goes and that a copy went there (the database queues it
 * with the request). It takes the focus, so a screen reader says it and the keyboard goes on from
 * it; "Skicka en ny förfrågan" brings back the emptied form.
 */
function SentNotice({ sent }: { sent: RequestSent }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <Alert
      ref={notice}
      tabIndex={-1}
      role="status"
      color={sent.queued ? 'orange' : 'teal'}
      title={sent.queued ? 'Förfrågan väntar på att skickas' : 'Vi har tagit emot er förfrågan'}
    >
      {sent.queued
        ? `Den skickas automatiskt när servern går att nå. Vi svarar sedan till ${sent.email}, och en kopia av förfrågan går dit.`
        : `Vi svarar till ${sent.email}, oftast inom en arbetsdag. En kopia av förfrågan har skickats dit.`}
    </Alert>
  );
}

interface RequestFormProps {
  type: ContactRequestType;
  /** Accessible name of the form. */
  label: string;
  messagePlaceholder: string;
  /** The fields only this form has, placed between the phone and the message. */
  children: (form: UseFormReturnType<RequestFormValues>) => ReactNode;
}

export function RequestForm({ type, label, messagePlaceholder, children }: RequestFormProps) {
  const { form, handleSubmit, waitingToRetry, sent, startNew } = useRequestForm(type);
  if (sent) {
    return (
      <Card withBorder padding="lg" radius="md" shadow="xs">
        <Stack gap="md" align="flex-start">
          <SentNotice sent={sent} />
          <Anchor component="button" type="button" onClick={startNew}>
            Skicka en ny förfrågan
          </Anchor>
        </Stack>
      </Card>
    );
  }
  return (
    <Card withBorder padding="lg" radius="md" shadow="xs">
      <form onSubmit={handleSubmit} noValidate aria-label={label} className={classes.form}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={labels.companyName}
              autoComplete="organization"
              {...form.getInputProps('companyName')}
            />
            <TextInput
              label={labels.contactName}
              autoComplete="name"
              {...form.getInputProps('contactName')}
            />
            <TextInput
              label={labels.email}
              placeholder={requestPlaceholders.email}
              type="email"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <TextInput
              label={labels.phone}
              placeholder={requestPlaceholders.phone}
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
          {children(form)}
          <Textarea
            label={labels.message}
            placeholder={messagePlaceholder}
            rows={6}
            {...form.getInputProps('message')}
          />
          <Button
            type="submit"
            size="md"
            disabled={form.submitting || waitingToRetry}
            w={{ base: '100%', sm: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          >
            {form.submitting ? requestFeedback.sending : requestFeedback.submit}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
