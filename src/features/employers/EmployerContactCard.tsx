// The contact box of an employer's profile: its own details where we have them, otherwise the way
// to reach the employer through us.
import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { EmployerContact } from '@/content/employer-details';

function ContactItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

function ContactDetails({ contact }: { contact: EmployerContact }) {
  return (
    <Stack gap="sm" component="dl" m={0}>
      <ContactItem label="E-post">
        <Anchor href={`mailto:${contact.email}`} style={{ wordBreak: 'break-all' }}>
          {contact.email}
        </Anchor>
      </ContactItem>
      <ContactItem label="Telefon">
        <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Anchor>
      </ContactItem>
      <ContactItem label="Webbplats">
        <Anchor
          href={contact.website}
          target="_blank"
          rel="noopener noreferrer"
          style={{ wordBreak: 'break-all' }}
        >
          {contact.website.replace(/^https:\/\//, '')}
        </Anchor>
      </ContactItem>
    </Stack>
  );
}

export function EmployerContactCard({ contact }: { contact: EmployerContact | null }) {
  return (
    <Card withBorder padding="lg" component="aside" aria-labelledby="kontakt">
      <Title id="kontakt" order={2} fz="lg" mb="md">
        Kontakt
      </Title>
      {contact ? (
        <ContactDetails contact={contact} />
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text fz="sm" c="gray.8">
            Vi förmedlar kontakten med arbetsgivaren. Berätta vad du söker så hör vi av oss.
          </Text>
          <Button component={Link} to="/contact-doctor" variant="light">
            Kontakta oss
          </Button>
        </Stack>
      )}
    </Card>
  );
}
