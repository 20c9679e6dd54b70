import { createFileRoute } from '@tanstack/react-router';
import { MyDataCard } from '@/features/account';
import { AlertNoticesList } from '@/features/alerts';
import { ChangeEmailCard, ChangePasswordCard, useVisitor } from '@/features/auth';
import { DocumentsCard } from '@/features/documents';
import { ProfessionalProfileCard, ProfilePage } from '@/features/profile';
import { PushSettingsCard } from '@/features/push';

export const Route = createFileRoute('/profile')({
  head: () => ({ meta: [{ title: 'Min profil | Läkarjobb Norden' }] }),
  component: ProfileRoute,
});

function ProfileRoute() {
  const visitor = useVisitor();
  return (
    <ProfilePage ready={visitor.ready} user={visitor.user}>
      {visitor.user && <ProfessionalProfileCard userId={visitor.user.id} />}
      {visitor.user && <DocumentsCard userId={visitor.user.id} />}
      {visitor.user && (
        <PushSettingsCard userId={visitor.user.id}>
          <AlertNoticesList userId={visitor.user.id} />
        </PushSettingsCard>
      )}
      <ChangeEmailCard />
      <ChangePasswordCard />
      {visitor.user && <MyDataCard user={visitor.user} />}
    </ProfilePage>
  );
}
