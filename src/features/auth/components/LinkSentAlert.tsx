// LinkSentNotice's alert, with "Skicka länken igen" and its error texts: loaded only when a
// confirmation link is pending, not with every page's start-up code.
import { Alert, Container, Stack, Text } from '@mantine/core';
import { LINK_SENT_TITLE, linkSentMessage } from '../authTexts';
import { forgetPendingConfirmation, type PendingConfirmation } from '../pendingConfirmation';
import { ResendLinkButton } from './ResendLinkButton';

export default function LinkSentAlert({ pending }: { pending: PendingConfirmation }) {
  return (
    <Container size="lg" pt="md">
      <Alert
        color="blue"
        title={LINK_SENT_TITLE}
        withCloseButton
        closeButtonLabel="Stäng"
        onClose={forgetPendingConfirmation}
      >
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{linkSentMessage(pending.email)}</Text>
          <ResendLinkButton email={pending.email} returnPath={pending.returnPath} />
        </Stack>
      </Alert>
    </Container>
  );
}
