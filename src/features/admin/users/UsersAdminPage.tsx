// /admin/users: registered users with profile data; grant or revoke the admin role.
import { Button } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../content/ConfirmDialog';
import { ToneBadge } from '../content/StatusBadge';
import { formatDate } from '../format';
import { AdminListPage } from '../table/AdminListPage';
import type { Column } from '../table/DataTable';
import { type RegisteredUser, registeredUsersSource, useAdminRoleMutation } from './userQueries';

export function UsersAdminPage() {
  const role = useAdminRoleMutation();
  const [revoking, setRevoking] = useState<RegisteredUser | null>(null);

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
      render: (u) =>
        u.isAdmin ? (
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            onClick={() => setRevoking(u)}
            aria-label={`Ta bort admin för ${u.email}`}
          >
            Ta bort admin
          </Button>
        ) : (
          <Button
            size="compact-sm"
            variant="default"
            loading={role.isPending && role.variables?.userId === u.userId}
            onClick={() => role.mutate({ userId: u.userId, admin: true })}
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
        opened={revoking !== null}
        question={`Vill du ta bort administratörsbehörigheten för ${revoking?.email ?? ''}?`}
        confirmLabel="Ta bort admin"
        pending={role.isPending}
        onConfirm={() => {
          if (revoking) {
            role.mutate(
              { userId: revoking.userId, admin: false },
              { onSettled: () => setRevoking(null) },
            );
          }
        }}
        onCancel={() => setRevoking(null)}
      />
    </AdminListPage>
  );
}
