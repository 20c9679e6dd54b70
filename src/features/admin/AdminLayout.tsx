// The frame of every admin page: the admin section menu above the page.
import { Box, Button, Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import classes from './AdminLayout.module.css';
import { ADMIN_SECTIONS } from './sections';

export function AdminLayout({ children }: { children: ReactNode }) {
  const menu = useRef<HTMLDivElement>(null);
  // On a phone's one scrolling row, the current section is in the middle, its neighbours beside it (the row scrolls, not the page).
  useEffect(() => {
    const active = menu.current?.querySelector<HTMLElement>('[data-status="active"]');
    if (menu.current && active)
      menu.current.scrollLeft =
        active.offsetLeft - (menu.current.clientWidth - active.offsetWidth) / 2;
  });
  return (
    <Container size="xl" py="lg">
      <Group
        ref={menu}
        component="nav"
        aria-label="Administration"
        gap={4}
        mb="lg"
        className={classes.menu}
      >
        <AdminLink to="/admin" exact>
          Översikt
        </AdminLink>
        {ADMIN_SECTIONS.map((section) => (
          <AdminLink key={section.to} to={section.to}>
            {section.title}
          </AdminLink>
        ))}
      </Group>
      <Box>{children}</Box>
    </Container>
  );
}

function AdminLink({
  to,
  exact = false,
  children,
}: {
  to: string;
  exact?: boolean;
  children: ReactNode;
}) {
  return (
    <Link to={to} activeOptions={{ exact }}>
      {({ isActive }) => (
        <Button
          component="span"
          size="sm"
          variant={isActive ? 'light' : 'subtle'}
          color={isActive ? undefined : 'gray'}
        >
          {children}
        </Button>
      )}
    </Link>
  );
}
