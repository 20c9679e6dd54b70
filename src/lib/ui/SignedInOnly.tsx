// A page part only for a signed-in user: "Laddar..." until the session is known, then the part
// (given the user) or a prompt to sign in.
import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Loading } from './Loading';

type Props<User> = {
  /** False until a stored session has been restored (or ruled out). */
  ready: boolean;
  user: User | null;
  /** Says what signing in gives, e.g. "Logga in för att se dina ansökningar." */
  prompt: string;
  /**
   * Where signing in leads back to, e.g. "/alerts": "Logga in" then opens the sign-in tab and
   * returns here. Without it, /signin as it opens by itself.
   */
  returnTo?: string;
  children: (user: User) => ReactNode;
};

export function SignedInOnly<User>({ ready, user, prompt, returnTo, children }: Props<User>) {
  if (!ready) return <Loading />;
  if (user) return children(user);
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{prompt}</Text>
      <Button
        renderRoot={(props) => (
          <Link
            to="/signin"
            search={returnTo ? { flik: 'logga-in', redirect: returnTo } : undefined}
            {...props}
          />
        )}
      >
        Logga in
      </Button>
    </Stack>
  );
}
