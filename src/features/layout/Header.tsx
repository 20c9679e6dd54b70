// The shared header (spec §2): main navigation, sign-in state, Admin for admins, mobile menu.
import { Box, Burger, Button, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { returnPathFrom } from '@/lib/returnPath';
import { Brand } from './Brand';
import classes from './Header.module.css';
import { MAIN_NAV } from './navigation';

export type HeaderProps = {
  signedIn: boolean;
  isAdmin: boolean;
  onSignOut: () => Promise<void>;
  /** Extra header controls from the root (saved jobs, outbox badge); closeMenu for the mobile menu. */
  extraActions?: (closeMenu: () => void) => ReactNode;
  /** Shown in the phone header bar itself, beside the menu button (the outbox count). */
  phoneStatus?: ReactNode;
};

/** `section`: paths under it are this link's pages too (marked as in its section). */
type NavItem = { to: string; label: string; section?: string };

function navItems(signedIn: boolean, isAdmin: boolean): NavItem[] {
  const items: NavItem[] = [...MAIN_NAV];
  if (signedIn) {
    items.push(
      { to: '/applications', label: 'Mina ansökningar' },
      { to: '/alerts', label: 'Bevakningar' },
      { to: '/profile', label: 'Min profil' },
    );
  }
  if (isAdmin) items.push({ to: '/admin', label: 'Admin' });
  return items;
}

/** The page links of the desktop bar and of the mobile menu (which closes on a click). */
function NavLinks({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  return items.map((item) => (
    <Link
      key={item.to}
      to={item.to}
      className={
        item.section && pathname.startsWith(item.section)
          ? `${classes.link} ${classes.inSection}`
          : classes.link
      }
      activeOptions={{ exact: item.to === '/' }}
      onClick={onNavigate}
    >
      {item.label}
    </Link>
  ));
}

export function Header({ signedIn, isAdmin, onSignOut, extraActions, phoneStatus }: HeaderProps) {
  const [menuOpened, menu] = useDisclosure(false);
  const header = useRef<HTMLElement>(null);
  const burger = useRef<HTMLButtonElement>(null);
  // From a job page, signing in or up returns to that job.
  const returnTo = useLocation({ select: (location) => returnPathFrom(location.pathname) });
  const items = navItems(signedIn, isAdmin);

  // Escape closes the open menu, as it would a disclosure, wherever the focus is: a menu opened
  // on the prerendered page is opened again by a click on the live one, which leaves the focus on
  // the page. The focus goes back to the menu button (left in the menu it would drop to the page's
  // start as the menu collapses), unless it is somewhere else on purpose, in a dialog say.
  useEffect(() => {
    if (!menuOpened) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      menu.close();
      const focused = document.activeElement;
      if (!focused || focused === document.body || header.current?.contains(focused)) {
        burger.current?.focus();
      }
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpened, menu.close]);

  const signOutAndClose = async () => {
    menu.close();
    await onSignOut();
  };

  const authActions = (closeMenu: () => void) =>
    signedIn ? (
      <Button variant="default" onClick={signOutAndClose}>
        Logga ut
      </Button>
    ) : (
      <>
        <Button
          renderRoot={(props) => (
            <Link to="/signin" search={{ flik: 'logga-in', redirect: returnTo }} {...props} />
          )}
          variant="default"
          onClick={closeMenu}
        >
          Logga in
        </Button>
        <Button
          renderRoot={(props) => <Link to="/signin" search={{ redirect: returnTo }} {...props} />}
          onClick={closeMenu}
        >
          Registrera dig
        </Button>
      </>
    );

  return (
    <Box component="header" ref={header} className={classes.header}>
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand />
          <Group component="nav" aria-label="Huvudmeny" gap={4} visibleFrom="lg" wrap="nowrap">
            <NavLinks items={items} />
          </Group>
          <Group gap="xs" visibleFrom="lg" wrap="nowrap">
            {extraActions?.(() => {})}
            {authActions(() => {})}
          </Group>
          <Group gap="xs" hiddenFrom="lg" wrap="nowrap">
            {phoneStatus}
            <Burger
              ref={burger}
              opened={menuOpened}
              onClick={menu.toggle}
              aria-label={menuOpened ? 'Stäng meny' : 'Öppna meny'}
              aria-expanded={menuOpened}
              aria-controls="mobilmeny"
            />
          </Group>
        </Group>
      </Container>
      {/* Rendered only while open, sliding in by CSS (Header.module.css): Mantine's Collapse
          measured heights in effects and cost about 1.5 KB gzip of every page's start-up code. */}
      <Box hiddenFrom="lg" id="mobilmeny">
        {menuOpened && (
          <Stack component="nav" aria-label="Mobilmeny" gap={2} className={classes.mobileMenu}>
            <NavLinks items={items} onNavigate={menu.close} />
            <Stack gap="xs" mt="sm">
              {extraActions?.(menu.close)}
              {authActions(menu.close)}
            </Stack>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
