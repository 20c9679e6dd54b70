import { Box } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { signOut, useVisitor } from '@/features/auth';
import { Footer, Header, NotFound } from '@/features/layout';

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Läkarjobb Norden – läkarjobb i Sverige, Norge och Danmark' }] }),
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const visitor = useVisitor();
  return (
    <>
      <HeadContent />
      <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
        <Header signedIn={visitor.signedIn} isAdmin={visitor.isAdmin} onSignOut={signOut} />
        <Box component="main" id="innehall" style={{ flex: 1 }}>
          <Outlet />
        </Box>
        <Footer />
      </Box>
    </>
  );
}
