// Byt e-postadress on /profile: the new address is used once the e-mailed links confirm it.
import { Card, Text, Title } from '@mantine/core';
import { appUrl, LINK_LANDINGS } from '../links';
import type { Auth } from '../useAuthRequest';
import { useVisitor } from '../useVisitor';
import { EmailLinkForm } from './EmailLinkForm';

const CHANGE_TEXTS = {
  label: 'Ny e-postadress',
  sentTitle: 'Väntar på bekräftelse',
  failureTitle: 'E-postadressen kunde inte bytas',
};

const pendingMessage = (current: string, next: string) =>
  `Vi har skickat en bekräftelselänk till ${next} och till ${current}. Adressen byts när du har öppnat båda länkarna.`;

const requestChange = (auth: Auth, email: string) =>
  auth.updateUser({ email }, { emailRedirectTo: appUrl(LINK_LANDINGS.email_change) });

export function ChangeEmailCard() {
  const { user } = useVisitor();
  if (!user) return null;
  const current = user.email ?? '';
  const refuse = (email: string) =>
    email.toLowerCase() === current.toLowerCase() ? 'Det är redan din e-postadress' : null;
  return (
    <Card withBorder padding="lg" shadow="sm">
      <Title order={2} fz="h3" mb="xs">
        Byt e-postadress
      </Title>
      <Text fz="sm" c="gray.7" mb="sm">
        Nuvarande adress: {current}
      </Text>
      <EmailLinkForm
        action="Byt e-postadress"
        request={requestChange}
        sentMessage={(next) => pendingMessage(current, next)}
        change={{ waitingFor: user.new_email ?? null, refuse, texts: CHANGE_TEXTS }}
      />
    </Card>
  );
}
