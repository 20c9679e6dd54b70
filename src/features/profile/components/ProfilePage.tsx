// /profile (Min profil): needs a signed-in user; shows the form once the profile is known.
import { Card, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
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
            <SignedInProfile userId={signedIn.id} email={signedIn.email ?? ''} />
            {children}
          </Stack>
        )}
      </SignedInOnly>
    </Container>
  );
}

function SignedInProfile({ userId, email }: { userId: string; email: string }) {
  const profile = useProfile(userId);
  if (profile.status === 'loading') return <Loading />;
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
      <ProfileForm userId={userId} email={email} profile={profile.profile} />
    </Card>
  );
}
