// The frame of the two resources pages (for doctors, for employers): the heading band with its calls
// to action, then the benefit cards and the page's further sections.
import { Button, Container, Group, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Benefit } from '@/content/resources';
import { PageHeader } from '@/lib/ui/PageHeader';
import { BenefitCards } from './BenefitCards';

type ResourcesContent = {
  title: string;
  lead: string;
  benefitsTitle: string;
  benefits: readonly Benefit[];
};

/** A button under the lead; the first is the filled main action, the others outlined. */
type CallToAction = { to: string; label: string };

type ResourcesLayoutProps = {
  content: ResourcesContent;
  /** The id of the benefits heading (its section is labelled by it). */
  benefitsId: string;
  actions: readonly CallToAction[];
  children?: ReactNode;
};

export function ResourcesLayout({ content, benefitsId, actions, children }: ResourcesLayoutProps) {
  return (
    <>
      <PageHeader title={content.title} lead={content.lead}>
        <Group mt="xl">
          {actions.map((action, index) => (
            <Button
              key={action.to}
              component={Link}
              to={action.to}
              size="md"
              variant={index === 0 ? 'filled' : 'outline'}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      </PageHeader>
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Stack gap={64}>
          <BenefitCards id={benefitsId} title={content.benefitsTitle} benefits={content.benefits} />
          {children}
        </Stack>
      </Container>
    </>
  );
}
