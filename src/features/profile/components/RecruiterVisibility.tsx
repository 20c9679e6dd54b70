// "Synlig för rekryterare" (off by default): what a recruiter sees, and that contact details are
// shared only when the doctor answers an invitation with Intresserad.
import { Alert, List, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  recruiterVisibilityQueryOptions,
  useSetRecruiterVisibility,
} from '../queries/recruiterVisibility';

export function RecruiterVisibility({ userId, readOnly }: { userId: string; readOnly: boolean }) {
  const visibility = useQuery(recruiterVisibilityQueryOptions(userId));
  const change = useSetRecruiterVisibility(userId);
  const noProfile = visibility.isSuccess && visibility.data === null;
  return (
    <Stack gap="xs" mb="lg">
      <Switch
        label="Synlig för rekryterare"
        checked={visibility.data === true}
        disabled={readOnly || !visibility.isSuccess || noProfile || change.isPending}
        onChange={(event) => change.mutate(event.currentTarget.checked)}
        description={
          noProfile
            ? 'Spara yrkesprofilen först.'
            : 'Av som standard. Du kan stänga av när du vill.'
        }
      />
      <Text fz="sm" c="gray.7">
        När du är synlig kan Läkarjobb Nordens rekryterare hitta dig när de söker läkare åt en
        arbetsgivare. De ser:
      </Text>
      <List fz="sm" c="gray.7" spacing={2}>
        <List.Item>yrke, specialitet och specialistbevis</List.Item>
        <List.Item>legitimation per land och språk med nivå</List.Item>
        <List.Item>när du är tillgänglig, var du vill arbeta och din sammanfattning</List.Item>
      </List>
      <Text fz="sm" c="gray.7">
        De ser inte ditt namn, din e-post, ditt telefonnummer eller dina dokument. Dina
        kontaktuppgifter delas först när du svarar Intresserad på en inbjudan. Stänger du av syns du
        inte längre i sökningarna.
      </Text>
      {change.isError && (
        <Alert color="red" role="alert">
          {change.error.message}
        </Alert>
      )}
    </Stack>
  );
}
