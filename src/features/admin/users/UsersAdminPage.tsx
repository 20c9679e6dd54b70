// /admin/users: registered users with profile data; grant or revoke the admin role.
import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/lib/ui/ConfirmDialog';
import { formatDate } from '../format';
import { ToneBadge } from '../publishable/StatusBadge';
import { AdminListPage } from '../table/AdminListPage';
import type { Column } from '../table/DataTable';
import { CONFIRM_TITLE } from '../texts';
import { type RegisteredUser, registeredUsersSource, useAdminRoleMutation } from './userQueries';

/** A change of admin role waiting for the admin's confirmation, both ways. */
type RoleChange = { user: RegisteredUser; admin: boolean };

export function UsersAdminPage() {
  const role = useAdminRoleMutation();
  const [confirming, setConfirming] = useState<RoleChange | null>(null);

  const columns: Column<RegisteredUser>[] = [
    { key: 'name', header: 'Namn', render: (u) => u.fullName || '–', sortBy: 'full_name' },
    { key: 'email', header: 'E-post', render: (u) => u.email, sortBy: 'email' },
    { key: 'phone', header: 'Telefon', render: (u) => u.phone ?? '–', sortBy: 'phone' },
    { key: 'profession', header: 'Yrke', render: (u) => u.profession ?? '–', sortBy: 'profession' },
    {
      key: 'created',
      header: 'Registrerad',
      render: (u) => formatDate(u.createdAt),
      sortBy: 'created_at',
      nowrap: true,
    },
    // Roles live in user_roles: the list cannot be ordered by them.
    {
      key: 'admin',
      header: 'Administratör',
      render: (u) => (u.isAdmin ? <ToneBadge tone="positive">Ja</ToneBadge> : 'Nej'),
    },
    {
      key: 'actions',
      header: 'Åtgärder',
      nowrap: true,
      pinned: true,
      render: (u) =>
        u.isAdmin ? (
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            onClick={() => setConfirming({ user: u, admin: false })}
            aria-label={`Ta bort admin för ${u.email}`}
          >
            Ta bort admin
          </Button>
        ) : (
          <Button
            size="compact-sm"
            variant="default"
            loading={role.isPending && role.variables?.userId === u.userId}
            onClick={() => setConfirming({ user: u, admin: true })}
            // Starts with the visible words (WCAG 2.5.3, label in name).
            aria-label={`Gör till admin: ${u.email}`}
          >
            Gör till admin
          </Button>
        ),
    },
  ];

  return (
    <AdminListPage
      heading="Användare"
      errorTitle="Fel vid hämtning av användare"
      source={registeredUsersSource}
      columns={columns}
      emptyText="Inga registrerade användare ännu."
    >
      <ConfirmDialog
        opened={confirming !== null}
        title={CONFIRM_TITLE}
        confirmLabel={confirming?.admin ? 'Gör till admin' : 'Ta bort admin'}
        pending={role.isPending}
        onConfirm={() => {
          if (confirming) {
            role.mutate(
              { userId: confirming.user.userId, admin: confirming.admin },
              { onSettled: () => setConfirming(null) },
            );
          }
        }}
        onClose={() => setConfirming(null)}
      >
        <Text>
          {confirming?.admin
            ? `Vill du göra ${confirming.user.email} till administratör? Personen får då tillgång till hela adminpanelen, även ansökningar och användare.`
            : `Vill du ta bort administratörsbehörigheten för ${confirming?.user.email ?? ''}?`}
        </Text>
      </ConfirmDialog>
    </AdminListPage>
  );
}
