// The header of the pages an employer opens from a link without an account (an application, a
// shortlist, the statistics report): the logo only, without the doctors' navigation, sign-in and
// saved jobs.
import { Box, Container, Group, Text } from '@mantine/core';
import { Brand } from './Brand';
import classes from './Header.module.css';

/** Paths of the employer-facing link pages, which carry this header instead of the main one. */
const EMPLOYER_LINK_PAGES = ['/ansokan/', '/kortlista/', '/rapport/'];

export const isEmployerLinkPage = (pathname: string) =>
  EMPLOYER_LINK_PAGES.some((prefix) => pathname.startsWith(prefix));

export function EmployerHeader() {
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand />
          <Text size="sm" c="gray.7">
            För arbetsgivare
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
