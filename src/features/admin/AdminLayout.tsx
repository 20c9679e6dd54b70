// The frame of every admin page: the admin section menu above the page.
import { Box, Button, Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ADMIN_SECTIONS } from './sections';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Container size="xl" py="lg">
      <Group component="nav" aria-label="Administration" gap={4} mb="lg">
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
