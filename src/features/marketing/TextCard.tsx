// A bordered card with a small heading and a short text, optionally under an icon: the benefit,
// step and value cards of the marketing pages.
import { Card, type CardProps, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TextCardProps = Pick<CardProps, 'radius' | 'style'> & {
  title: string;
  text: string;
  icon?: ReactNode;
  /** 'li' for a card that is an item of a list. */
  component?: 'li';
};

export function TextCard({ title, text, icon, ...card }: TextCardProps) {
  return (
    <Card withBorder padding="lg" {...card}>
      {icon}
      <Title order={3} fz="lg" mb={6}>
        {title}
      </Title>
      <Text fz="sm" c="gray.7">
        {text}
      </Text>
    </Card>
  );
}
