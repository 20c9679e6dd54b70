// The frame of the account pages (glömt lösenord, nytt lösenord, utgången länk): title, intro, card.
import { Card, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { title: string; intro: string; children: ReactNode };

export function AuthPageFrame({ title, intro, children }: Props) {
  return (
    <Container size={480} py={48}>
      <Title order={1} ta="center" mb={4}>
        {title}
      </Title>
      <Text c="gray.7" ta="center" mb="lg">
        {intro}
      </Text>
      <Card withBorder padding="lg" shadow="sm">
        {children}
      </Card>
    </Container>
  );
}
