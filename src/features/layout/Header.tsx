// The shared header (spec §2): main navigation, sign-in state, Admin for admins, mobile menu.
import { Box, Burger, Button, Collapse, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Brand } from './Brand';
import classes from './Header.module.css';
import { MAIN_NAV } from './navigation';

export type HeaderProps = {
  signedIn: boolean;
  isAdmin: boolean;
  onSignOut: () => Promise<void>;
  /** Extra header controls from the root (saved jobs, outbox badge); closeMenu for the mobile menu. */
  extraActions?: (closeMenu: () => void) => ReactNode;
};

type NavItem = { to: string; label: string };

function navItems(signedIn: boolean, isAdmin: boolean): NavItem[] {
  const items: NavItem[] = [...MAIN_NAV];
  if (signedIn) {
    items.push({ to: '/applications', label: 'Mina ansökningar' });
    items.push({ to: '/profile', label: 'Min profil' });
  }
  if (isAdmin) items.push({ to: '/admin', label: 'Admin' });
  return items;
}

/** The page links of the desktop bar and of the mobile menu (which closes on a click). */
function NavLinks({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  return items.map((item) => (
    <Link
      key={item.to}
      to={item.to}
      className={classes.link}
      activeOptions={{ exact: item.to === '/' }}
      onClick={onNavigate}
    >
      {item.label}
    </Link>
  ));
}

export function Header({ signedIn, isAdmin, onSignOut, extraActions }: HeaderProps) {
  const [menuOpened, menu] = useDisclosure(false);
  const items = navItems(signedIn, isAdmin);

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
        <Button component={Link} to="/signin" variant="default" onClick={closeMenu}>
          Logga in
        </Button>
        <Button component={Link} to="/signin" onClick={closeMenu}>
          Registrera dig
        </Button>
      </>
    );

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand />
          <Group component="nav" aria-label="Huvudmeny" gap={4} visibleFrom="md" wrap="nowrap">
            <NavLinks items={items} />
          </Group>
          <Group gap="xs" visibleFrom="md" wrap="nowrap">
            {extraActions?.(() => {})}
            {authActions(() => {})}
          </Group>
          <Burger
            opened={menuOpened}
            onClick={menu.toggle}
            hiddenFrom="md"
            aria-label={menuOpened ? 'Stäng meny' : 'Öppna meny'}
            aria-expanded={menuOpened}
            aria-controls="mobilmeny"
          />
        </Group>
      </Container>
      <Collapse expanded={menuOpened} hiddenFrom="md" id="mobilmeny">
        <Stack component="nav" aria-label="Mobilmeny" gap={2} className={classes.mobileMenu}>
          <NavLinks items={items} onNavigate={menu.close} />
          <Stack gap="xs" mt="sm">
            {extraActions?.(menu.close)}
            {authActions(menu.close)}
          </Stack>
        </Stack>
      </Collapse>
    </Box>
  );
}
