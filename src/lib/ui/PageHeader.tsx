// The heading band at the top of a page (the marketing pages, Sparade jobb, Utkorg, …): one h1
// and a short lead.
import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  lead?: string;
  children?: ReactNode;
}

export function PageHeader({ title, lead, children }: PageHeaderProps) {
  return (
    <Box
      component="header"
      py={{ base: 40, md: 64 }}
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-clinicalTeal-0) 0%, var(--mantine-color-blue-0) 100%)',
      }}
    >
      <Container size="lg">
        <Title order={1} fz={{ base: 30, md: 42 }} lh={1.2}>
          {title}
        </Title>
        {lead && (
          <Text fz={{ base: 'md', md: 'lg' }} c="gray.8" mt="md" maw={720}>
            {lead}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
