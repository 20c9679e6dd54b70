import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  useLocation,
} from '@tanstack/react-router';
import { lazy, useCallback, useEffect } from 'react';
import {
  AuthLinkHandler,
  ChoosePasswordPrompt,
  LinkSentNotice,
  signOut,
  useVisitor,
} from '@/features/auth';
import {
  EmployerHeader,
  Footer,
  Header,
  isEmployerLinkPage,
  MAIN_CONTENT_ID,
  NotFound,
  SkipLink,
} from '@/features/layout';
import {
  BackgroundSync,
  confirmSignOut,
  OfflineBanner,
  OutboxBadge,
  UpdatePrompt,
} from '@/features/offline';
import { SavedJobsLink, SavedJobsSync } from '@/features/saved-jobs';
import { useOptionalProvider } from '@/features/settings';
import { ClientData } from '@/lib/ui/ClientData';
import { clearOfFixedBottomBar, fixedBottomBarSpace } from '@/lib/ui/fixedBottomBar';

export type RouterContext = { queryClient: QueryClient };

// Toasts follow a visitor's action, never the first paint: their component (with its transitions,
// ~7 KB gzip) loads beside the page instead of in the entry. Toasts shown earlier wait in
// Mantine's store until it mounts.
// The package exports only its index, which the entry imports for `notifications`; vite.config.ts
// aliases the component's own module so it can be a chunk of its own.
const Notifications = lazy(() =>
  import('@mantine/notifications/Notifications').then(({ Notifications }) => ({
    default: Notifications,
  })),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Läkarjobb Norden – läkarjobb i Sverige, Norge och Danmark' }] }),
  component: RootLayout,
  notFoundComponent: NotFound,
});

/** Signing out strands waiting applications: ask first (confirmSignOut). */
async function signOutUnlessWaiting(): Promise<void> {
  if (await confirmSignOut()) await signOut();
}

// The toasts, the header and the footer are their own components: what they follow (the screen
// width, the session restoring after the first paint, the provider's settings arriving) then
// renders them again, not the whole layout with the page.
function Toasts() {
  // On a phone a toast at the top covers the header and its menu button: show them at the bottom.
  // Answered after hydration (the build has no screen), before any toast can show.
  const phone = useMediaQuery('(max-width: 36em)');
  // Left to the browser (its screen width, and nothing to show before the visitor acts).
  return (
    <ClientData fallback={null}>
      {/* Not in a portal: Mantine's portal sets state in a layout effect when it mounts, and
          React then renders again and runs every pending effect in that same task. The layout
          renders it after the page, outside any transformed box: fixed positioning holds. */}
      <Notifications
        position={phone ? 'bottom-center' : 'top-right'}
        zIndex={1000}
        classNames={{ root: clearOfFixedBottomBar }}
        withinPortal={false}
      />
    </ClientData>
  );
}

function ProviderFooter() {
  return <Footer provider={useOptionalProvider()} />;
}

function VisitorHeader() {
  const visitor = useVisitor();
  const employerPage = useLocation({ select: (location) => isEmployerLinkPage(location.pathname) });
  if (employerPage) return <EmployerHeader />;
  return (
    <Header
      signedIn={visitor.signedIn}
      isAdmin={visitor.isAdmin}
      onSignOut={signOutUnlessWaiting}
      phoneStatus={<OutboxBadge compact />}
      extraActions={(closeMenu) => (
        <>
          <SavedJobsLink onNavigate={closeMenu} />
          <OutboxBadge onNavigate={closeMenu} />
        </>
      )}
    />
  );
}

function RootLayout() {
  const queryClient = useQueryClient();
  // What the visitor typed, sent or pressed on the prerendered page before the app ran.
  useEffect(() => {
    import('@/lib/earlyInputReplay').then((module) => module.replayEarlyInput(), console.error);
  }, []);
  // Jobs and banners are read from IndexedDB; after a background refresh the pages read it again.
  const rereadPublicData = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    void queryClient.invalidateQueries({ queryKey: ['banners'] });
  }, [queryClient]);
  return (
    <>
      <HeadContent />
      <BackgroundSync onPublicDataChanged={rereadPublicData} />
      <AuthLinkHandler />
      <ChoosePasswordPrompt />
      <SavedJobsSync />
      <SkipLink />
      <Box
        mih="100dvh"
        style={{ display: 'flex', flexDirection: 'column', paddingBottom: fixedBottomBarSpace }}
      >
        <VisitorHeader />
        <OfflineBanner />
        {/* tabIndex -1: the skip link's target takes the focus, so the next Tab goes on from it. */}
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          style={{ flex: 1, outline: 'none' }}
        >
          <LinkSentNotice />
          <Outlet />
        </Box>
        <ProviderFooter />
      </Box>
      <UpdatePrompt />
      <Toasts />
    </>
  );
}
