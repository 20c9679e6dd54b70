// /forgot-password (Glömt lösenord?): a link to choose a new password goes to the address.
import { Anchor, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { appUrl, LINK_LANDINGS } from '../links';
import type { Auth } from '../useAuthRequest';
import { AuthPageFrame } from './AuthPageFrame';
import { EmailLinkForm } from './EmailLinkForm';

export const sendResetLink = (auth: Auth, email: string, captchaToken?: string) =>
  auth.resetPasswordForEmail(email, { captchaToken, redirectTo: appUrl(LINK_LANDINGS.recovery) });

export const resetLinkSent = (email: string) =>
  `Om det finns ett konto för ${email} har vi skickat en länk dit. Öppna den inom en timme för att välja ett nytt lösenord.`;

export function ForgotPasswordPage() {
  return (
    <AuthPageFrame
      title="Glömt lösenord?"
      intro="Ange e-postadressen för ditt konto så skickar vi en länk där du väljer ett nytt lösenord."
    >
      <Stack gap="md">
        <EmailLinkForm action="Skicka länk" request={sendResetLink} sentMessage={resetLinkSent} />
        <Anchor
          renderRoot={(props) => <Link to="/signin" search={{ flik: 'logga-in' }} {...props} />}
          fz="sm"
          ta="center"
        >
          Tillbaka till Logga in
        </Anchor>
      </Stack>
    </AuthPageFrame>
  );
}
