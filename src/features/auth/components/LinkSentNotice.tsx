// After Skapa konto with e-mail confirmation on: the account exists and the link is on its way. A
// notice above the page, not a toast: it stays while the visitor looks in the inbox, and nothing
// else covers the screen.
import { Alert, Container, Stack, Text } from '@mantine/core';
import { LINK_SENT_TITLE, linkSentMessage } from '../authTexts';
import { forgetPendingConfirmation, usePendingConfirmation } from '../pendingConfirmation';
import { ResendLinkButton } from './ResendLinkButton';

export function LinkSentNotice() {
  const pending = usePendingConfirmation();
  if (!pending) return null;
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
