// /profile (Min profil): needs a signed-in user; shows the form once the profile is known.
// Offline it shows the last known profile (the persisted query cache) read-only.
import { Alert, Card, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useOnlineStatus } from '@/lib/offline/useOnlineStatus';
import { Loading } from '@/lib/ui/Loading';
import { SignedInOnly } from '@/lib/ui/SignedInOnly';
import { useProfile } from '../queries/profile';
import { ProfileForm } from './ProfileForm';

type Props = {
  ready: boolean;
  user: { id: string; email?: string | undefined } | null;
  /** The account's own cards (e-mail, password, my data), shown below the profile when signed in. */
  children?: ReactNode;
};

export function ProfilePage({ ready, user, children }: Props) {
  return (
    <Container size={560} py={48}>
      <Title order={1} mb="xs">
        Min profil
      </Title>
      <SignedInOnly
        ready={ready}
        user={user}
        prompt="Du behöver logga in för att se och ändra din profil."
      >
        {(signedIn) => (
          <Stack gap="lg">
            <OfflineNotice />
            <SignedInProfile userId={signedIn.id} email={signedIn.email ?? ''} />
            {children}
          </Stack>
        )}
      </SignedInOnly>
    </Container>
  );
}

/** Offline: what is shown is the copy on the device, and saving waits for a connection. */
export const OFFLINE_PROFILE_NOTICE =
  'Du är offline. Profilen visas som den senast hämtades; ändringar kräver anslutning.';
/** Offline without a copy on the device: nothing to show until online. */
export const OFFLINE_NO_COPY = 'Uppgifterna finns inte sparade på enheten. Anslut för att se dem.';

function OfflineNotice() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Alert color="yellow" variant="light">
      {OFFLINE_PROFILE_NOTICE}
    </Alert>
  );
}

function SignedInProfile({ userId, email }: { userId: string; email: string }) {
  const profile = useProfile(userId);
  const online = useOnlineStatus();
  // Offline the query waits (paused) rather than fails: without a copy, say so, not Laddar...
  if (profile.status === 'loading') return online ? <Loading /> : <Text>{OFFLINE_NO_COPY}</Text>;
  if (profile.status === 'error') {
    return (
      <Text role="alert" c="var(--mantine-color-error)">
        Profilen kunde inte hämtas. Försök igen senare.
      </Text>
    );
  }
  return (
    <Card withBorder padding="lg" shadow="sm">
      <Text c="gray.7" mb="md">
        {profile.profile
          ? 'Uppgifterna används när du ansöker om jobb.'
          : 'Fyll i din profil så att du kan ansöka om jobb.'}
      </Text>
      <ProfileForm userId={userId} email={email} profile={profile.profile} readOnly={!online} />
    </Card>
  );
}
