// /signin: tabs Skapa konto (default) and Logga in. From a job's "Ansök nu" it names the job; a
// visitor already signed in is told so and sent on, not offered a second account.
import { Alert, Anchor, Card, Container, Tabs, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useVisitor } from '../useVisitor';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

export type SignInTab = 'skapa-konto' | 'logga-in';

type Props = {
  tab: SignInTab;
  onTabChange: (tab: SignInTab) => void;
  /** Back where the visitor was (a job page), else /jobs. */
  redirect?: string | undefined;
  /** The job the visitor is applying for, when they came from its "Ansök nu". */
  jobTitle?: string | undefined;
};

export function SignInPage({ tab, onTabChange, redirect, jobTitle }: Props) {
  const visitor = useVisitor();
  if (visitor.ready && visitor.signedIn) {
    return <SignedIn email={visitor.user?.email} onward={redirect} jobTitle={jobTitle} />;
  }
  return (
    <Container size={480} py={48}>
      <Title order={1} ta="center" mb={4}>
        Välkommen
      </Title>
      <Text c="gray.7" ta="center" mb="lg">
        Skapa ett konto för att ansöka om jobb, eller logga in.
      </Text>
      {jobTitle && (
        <Alert color="blue" mb="lg" title={`Logga in eller skapa konto för att söka ${jobTitle}`}>
          Sedan kommer du tillbaka till ansökan.
        </Alert>
      )}
      <Card withBorder padding="lg" shadow="sm">
        <Tabs value={tab} onChange={(value) => value && onTabChange(value as SignInTab)}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="skapa-konto">Skapa konto</Tabs.Tab>
            <Tabs.Tab value="logga-in">Logga in</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="skapa-konto">
            <SignUpForm redirect={redirect} />
          </Tabs.Panel>
          <Tabs.Panel value="logga-in">
            <SignInForm redirect={redirect} />
          </Tabs.Panel>
        </Tabs>
      </Card>
    </Container>
  );
}

function SignedIn({
  email,
  onward = '/jobs',
  jobTitle,
}: {
  email: string | undefined;
  onward?: string | undefined;
  jobTitle: string | undefined;
}) {
  const navigate = useNavigate();
  return (
    <Container size={480} py={48}>
      <Title order={1} ta="center" mb="lg">
        Du är inloggad
      </Title>
      <Card withBorder padding="lg" shadow="sm">
        <Text mb="sm">{email ? `Du är inloggad som ${email}.` : 'Du är redan inloggad.'}</Text>
        {/* A link the browser can open in a new tab too; a click stays in the app. */}
        <Anchor
          href={onward}
          onClick={(event) => {
            event.preventDefault();
            void navigate({ href: onward });
          }}
        >
          {jobTitle ? `Fortsätt till ansökan: ${jobTitle}` : 'Fortsätt till jobben'}
        </Anchor>
      </Card>
    </Container>
  );
}
