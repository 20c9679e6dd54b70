import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { MyDataCard } from '@/features/account';
import { useVisitor } from '@/features/auth';
import { ProfilePage } from '@/features/profile';

export const Route = createFileRoute('/profile')({
  head: () => ({ meta: [{ title: 'Min profil | Läkarjobb Norden' }] }),
  component: ProfileRoute,
});

function ProfileRoute() {
  const visitor = useVisitor();
  return (
    <>
      <ProfilePage ready={visitor.ready} user={visitor.user} />
      {visitor.user && (
        <Container size={560} pb={48}>
          <MyDataCard user={visitor.user} />
        </Container>
      )}
    </>
  );
}
