// "Få notiser": where a doctor would look for it (a Bevakning, Mina ansökningar, the profile).
// The browser asks for its permission only on this tap; on an iPhone whose Safari allows push only
// to an installed app, the tap explains how to add it to the home screen instead.
import { Alert, Button, type ButtonProps, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { PushRefusedError, pushSupport, subscribeThisBrowser } from '../push';

type Props = ButtonProps & {
  /** Whether this kind of notice is on. */
  on: boolean;
  /** Turns this kind on, once the browser is subscribed. */
  turnOn(): Promise<void>;
  turnOff(): Promise<void>;
  /** What the notices are about (a Bevakning's name), after the visible text in the button's name. */
  about: string;
};

export function NoticesButton({ on, turnOn, turnOff, about, ...button }: Props) {
  const text = on ? 'Notiser på' : 'Få notiser';
  const [pending, setPending] = useState(false);
  const [explaining, setExplaining] = useState(false);

  const toggle = async () => {
    if (!on && pushSupport() === 'install-first') {
      setExplaining(true);
      return;
    }
    setPending(true);
    try {
      if (on) await turnOff();
      else {
        await subscribeThisBrowser();
        await turnOn();
      }
    } catch (error) {
      notifications.show({
        title: 'Det gick inte',
        message:
          error instanceof PushRefusedError
            ? error.message
            : 'Notiserna kunde inte ändras. Kontrollera din uppkoppling och försök igen.',
        color: 'red',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button
        variant={on ? 'light' : 'default'}
        size="sm"
        loading={pending}
        aria-pressed={on}
        aria-label={`${text}: ${about}`}
        onClick={toggle}
        // Beside a long text in a row that does not wrap it would shrink and cut its own label.
        flex="none"
        {...button}
      >
        {text}
      </Button>
      {explaining && (
        <Alert title="Lägg till på hemskärmen" withCloseButton onClose={() => setExplaining(false)}>
          <Text size="sm">
            På iPhone kan Läkarjobb Norden skicka notiser först när appen ligger på hemskärmen.
            Tryck på Dela-knappen i Safari, välj ”Lägg till på hemskärmen” och öppna appen därifrån.
            Tryck sedan på ”Få notiser” igen.
          </Text>
        </Alert>
      )}
    </>
  );
}
