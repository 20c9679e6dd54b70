// /admin/users: registered users with profile data; grant or revoke the admin role.
import { Alert, Button, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../content/ConfirmDialog';
import { ToneBadge } from '../content/StatusBadge';
import { describeDatabaseError } from '../databaseErrors';
import { formatDate } from '../format';
import { type Column, DataTable } from '../table/DataTable';
import {
  type RegisteredUser,
  registeredUsersQueryOptions,
  useAdminRoleMutation,
} from './userQueries';

export function UsersAdminPage() {
  const users = useQuery(registeredUsersQueryOptions());
  const role = useAdminRoleMutation();
  const [revoking, setRevoking] = useState<RegisteredUser | null>(null);

  const columns: Column<RegisteredUser>[] = [
    { key: 'name', header: 'Namn', render: (u) => u.fullName || '–', sortValue: (u) => u.fullName },
    { key: 'email', header: 'E-post', render: (u) => u.email, sortValue: (u) => u.email },
    { key: 'phone', header: 'Telefon', render: (u) => u.phone ?? '–', sortValue: (u) => u.phone },
    {
      key: 'profession',
      header: 'Yrke',
      render: (u) => u.profession ?? '–',
      sortValue: (u) => u.profession,
    },
    {
      key: 'created',
      header: 'Registrerad',
      render: (u) => formatDate(u.createdAt),
      sortValue: (u) => u.createdAt,
      filterText: (u) => formatDate(u.createdAt),
      nowrap: true,
    },
    {
      key: 'admin',
      header: 'Administratör',
      render: (u) => (u.isAdmin ? <ToneBadge tone="positive">Ja</ToneBadge> : 'Nej'),
      sortValue: (u) => (u.isAdmin ? 'Ja' : 'Nej'),
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
    <>
      <Title order={1} size="h2" mb="md">
        Användare
      </Title>
      {users.error && (
        <Alert color="red" title="Fel vid hämtning av användare" mb="md">
          {describeDatabaseError(users.error)}
        </Alert>
      )}
      <DataTable
        label="Användare"
        rows={users.data ?? []}
        columns={columns}
        rowKey={(u) => u.userId}
        emptyText={users.isPending ? 'Laddar...' : 'Inga registrerade användare ännu.'}
      />
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
    </>
  );
}
