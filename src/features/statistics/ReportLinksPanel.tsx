// Report links for employers, in the back office: make one for an employer with ads
// (valid 30 days; the token is shown this once), send it by e-mail or copy it, revoke old ones.
import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getSupabase } from '@/lib/supabase';
import { formatDay } from './formatDay';
import { ScrollRegion } from './ScrollRegion';
import { reportLinksQueryOptions } from './statisticsQueries';

const VALID_DAYS = 30;

function mailto(employer: string, url: string): string {
  const subject = `Statistik för era annonser hos Läkarjobb Norden`;
  const body = `Hej!\n\nHär är statistiken för ${employer}s annonser: visningar, klick och ansökningar.\n\n${url}\n\nLänken gäller i ${VALID_DAYS} dagar.`;
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function ReportLinksPanel({ employers }: { employers: string[] }) {
  const queryClient = useQueryClient();
  const links = useQuery(reportLinksQueryOptions());
  const [employer, setEmployer] = useState<string | null>(null);
  const [made, setMade] = useState<{ employer: string; url: string } | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: reportLinksQueryOptions().queryKey });

  const create = useMutation({
    mutationFn: async (name: string) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('create_employer_report_link', {
        employer: name,
        valid_days: VALID_DAYS,
      });
      if (error) throw error;
      return { employer: name, url: `${window.location.origin}/rapport/${data}` };
    },
    onSuccess: (link) => {
      setMade(link);
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: async (id: string) => {
      const supabase = await getSupabase();
      const { error } = await supabase
        .from('employer_report_links')
        .update({ revoked_at: new Date().toISOString() })
        .eq('id', id);
      if (error) throw error;
    },
    onSuccess: () => void refresh(),
  });

  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        Rapportlänkar till arbetsgivare
      </Title>
      <Group align="end">
        <Select
          label="Arbetsgivare"
          data={employers}
          value={employer}
          onChange={setEmployer}
          searchable
          w={{ base: '100%', sm: 320 }}
        />
        <Button
          disabled={!employer}
          loading={create.isPending}
          onClick={() => employer && create.mutate(employer)}
        >
          Skapa rapportlänk
        </Button>
      </Group>
      {create.isError && <Alert color="red">Länken kunde inte skapas. Försök igen.</Alert>}
      {made && (
        <Stack gap={4}>
          <TextInput label={`Rapportlänk för ${made.employer}`} value={made.url} readOnly />
          <Group gap="sm">
            <CopyButton value={made.url}>
              {({ copied, copy }) => (
                <Button variant="default" size="xs" onClick={copy}>
                  {copied ? 'Kopierad' : 'Kopiera länk'}
                </Button>
              )}
            </CopyButton>
            <Anchor href={mailto(made.employer, made.url)} fz="sm">
              Skicka med e-post
            </Anchor>
          </Group>
          <Text fz="xs" c="gray.7">
            Länken visas bara nu och gäller i {VALID_DAYS} dagar.
          </Text>
        </Stack>
      )}
      {links.data && links.data.length > 0 && (
        <ScrollRegion minWidth={520}>
          <Table aria-label="Rapportlänkar">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Arbetsgivare</Table.Th>
                <Table.Th>Skapad</Table.Th>
                <Table.Th>Gäller till</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {links.data.map((link) => {
                const active = !link.revoked_at && Date.parse(link.expires_at) > Date.now();
                return (
                  <Table.Tr key={link.id}>
                    <Table.Td>{link.employer_name}</Table.Td>
                    <Table.Td>{formatDay(link.created_at)}</Table.Td>
                    <Table.Td>{formatDay(link.expires_at)}</Table.Td>
                    <Table.Td>
                      {active ? (
                        <Button
                          size="compact-xs"
                          variant="light"
                          color="red"
                          loading={revoke.isPending && revoke.variables === link.id}
                          onClick={() => revoke.mutate(link.id)}
                          aria-label={`Återkalla länken för ${link.employer_name}`}
                        >
                          Återkalla
                        </Button>
                      ) : link.revoked_at ? (
                        'Återkallad'
                      ) : (
                        'Utgången'
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Stack>
  );
}
