// /signin: tabs Skapa konto (default) and Logga in.
import { Card, Container, Tabs, Text, Title } from '@mantine/core';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

export type SignInTab = 'skapa-konto' | 'logga-in';

type Props = {
  tab: SignInTab;
  onTabChange: (tab: SignInTab) => void;
  /** Back where the visitor was (a job page), else /jobs. */
  redirect?: string | undefined;
};

export function SignInPage({ tab, onTabChange, redirect }: Props) {
  return (
    <Container size={480} py={48}>
      <Title order={1} ta="center" mb={4}>
        Välkommen
      </Title>
      <Text c="gray.7" ta="center" mb="lg">
        Skapa ett konto för att ansöka om jobb, eller logga in.
      </Text>
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
