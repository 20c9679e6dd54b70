// After Skapa konto with e-mail confirmation on: the account exists, the link is on its way.
import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LINK_SENT_TITLE, linkSentMessage } from '../authTexts';
import { ResendLinkButton } from './ResendLinkButton';

type Props = { email: string; returnPath: string };

function LinkSentNotice({ email, returnPath }: Props) {
  return (
    <Stack gap="xs" align="flex-start">
      <Text fz="sm">{linkSentMessage(email)}</Text>
      <ResendLinkButton email={email} returnPath={returnPath} />
    </Stack>
  );
}

/** Stays until closed: the visitor may need it after a look in the inbox. */
export function showLinkSentNotice(props: Props): void {
  notifications.show({
    id: 'link-sent',
    title: LINK_SENT_TITLE,
    message: <LinkSentNotice {...props} />,
    color: 'blue',
    autoClose: false,
  });
}
