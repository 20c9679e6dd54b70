// /admin/*: the guard and frame of the back office. No loaders here on purpose: a loader stays in
// the main bundle, and admin data is fetched only after the guard has let the visitor in.
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminGate, AdminLayout } from '@/features/admin';
import { adminRoleQueryOptions, useVisitor } from '@/features/auth';

export const Route = createFileRoute('/admin')({
  head: () => ({ meta: [{ title: 'Administration – Läkarjobb Norden' }] }),
  component: AdminRoute,
});

function AdminRoute() {
  // useVisitor follows supabase-js's auth state changes (sign-in, sign-out, token refresh) and
  // invalidates the role check on each of them.
  const visitor = useVisitor();
  // Entering the admin area always asks the database again: a cached "admin" answer (persisted
  // from an earlier visit) never opens it, and a failed check counts as "not an admin".
  const role = useQuery({
    ...adminRoleQueryOptions(visitor.user?.id),
    enabled: visitor.user !== null,
    refetchOnMount: 'always',
  });
  return (
    <AdminGate
      access={{
        ready: visitor.ready,
        signedIn: visitor.signedIn,
        checking: !role.isFetchedAfterMount,
        isAdmin: role.isFetchedAfterMount && !role.isError && role.data === true,
      }}
    >
      <AdminLayout>
        <Outlet />
      </AdminLayout>
    </AdminGate>
  );
}
