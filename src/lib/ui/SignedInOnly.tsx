// A page part only for a signed-in user: "Laddar..." until the session is known, then the part
// (given the user) or a prompt to sign in, which opens the sign-in tab and returns to this page.
import { Button, Stack, Text } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Loading } from './Loading';

type Props<User> = {
  /** False until a stored session has been restored (or ruled out). */
  ready: boolean;
  user: User | null;
  /** Says what signing in gives, e.g. "Logga in för att se dina ansökningar." */
  prompt: string;
  children: (user: User) => ReactNode;
};

export function SignedInOnly<User>({ ready, user, prompt, children }: Props<User>) {
  const here = useLocation({ select: (location) => location.pathname });
  if (!ready) return <Loading />;
  if (user) return children(user);
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{prompt}</Text>
      <Button
        renderRoot={(props) => (
          <Link to="/signin" search={{ flik: 'logga-in', redirect: here }} {...props} />
        )}
      >
        Logga in
      </Button>
    </Stack>
  );
}
