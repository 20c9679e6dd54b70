// /admin/*: the guard and frame of the back office. No loaders here on purpose: a loader stays in
// the main bundle, and admin data is fetched only after the guard has let the visitor in.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminGate, AdminLayout } from '@/features/admin';
import { useVisitor } from '@/features/auth';

export const Route = createFileRoute('/admin')({
  head: () => ({ meta: [{ title: 'Administration – Läkarjobb Norden' }] }),
  component: AdminRoute,
});

function AdminRoute() {
  // useVisitor re-evaluates sign-in and the admin row on every supabase-js auth state change.
  const visitor = useVisitor();
  return (
    <AdminGate
      access={{
        ready: visitor.ready,
        signedIn: visitor.signedIn,
        checking: visitor.adminChecking,
        isAdmin: visitor.isAdmin,
      }}
    >
      <AdminLayout>
        <Outlet />
      </AdminLayout>
    </AdminGate>
  );
}
