// /link-expired: an e-mail link that was too old or already used, and a way to get a new one.
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { appUrl, type LinkKind } from '../links';
import type { Auth } from '../useAuthRequest';
import { AuthPageFrame } from './AuthPageFrame';
import { EmailLinkForm } from './EmailLinkForm';
import { resetLinkSent, sendResetLink } from './ForgotPasswordPage';

const resendConfirmation = (auth: Auth, email: string, captchaToken?: string) =>
  auth.resend({
    type: 'signup',
    email,
    options: { captchaToken, emailRedirectTo: appUrl('/jobs') },
  });

const confirmationSent = (email: string) =>
  `Om ${email} väntar på bekräftelse har vi skickat en ny länk dit.`;

function NewLink({ kind }: { kind: LinkKind }) {
  if (kind === 'recovery') {
    return (
      <EmailLinkForm action="Skicka ny länk" request={sendResetLink} sentMessage={resetLinkSent} />
    );
  }
  if (kind === 'email_change') {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>Logga in och begär bytet av e-postadress igen under Min profil.</Text>
        <Button component={Link} to="/profile">
          Till Min profil
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <EmailLinkForm
        action="Skicka ny länk"
        request={resendConfirmation}
        sentMessage={confirmationSent}
      />
      <Text fz="sm" ta="center">
        Har du redan bekräftat adressen?{' '}
        <Anchor
          renderRoot={(props) => <Link to="/signin" search={{ flik: 'logga-in' }} {...props} />}
          fz="sm"
          underline="always"
        >
          Logga in
        </Anchor>
      </Text>
    </Stack>
  );
}

export function LinkExpiredPage({ kind }: { kind: LinkKind }) {
  return (
    <AuthPageFrame
      title="Länken fungerar inte längre"
      intro="Länken har gått ut eller har redan använts. Länkarna i våra mejl gäller i en timme och kan bara användas en gång."
    >
      <NewLink kind={kind} />
    </AuthPageFrame>
  );
}
