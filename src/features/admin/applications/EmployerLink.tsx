// The employer's link from the notice e-mail, in the admin's dossier: until when it works,
// revoking it, and sending a new one (the old one stops working). Only the hash of a sent link is
// kept, so an old link cannot be shown again; a new one is shown once, right after it is made.
import { Button, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getSupabase } from '@/lib/supabase';
import { ConfirmDialog } from '@/lib/ui/ConfirmDialog';
import { formatDate } from '../format';
import { notifyError, notifySuccess } from '../notify';
import { applicationDeskQueryOptions } from '../pipeline/pipelineQueries';

export interface EmployerShare {
  expires_at: string;
  revoked_at: string | null;
}

/**
 * A withdrawn application's link shows nothing any more (public.application_share) and is not
 * sent again (public.resend_application_share refuses it).
 */
export function EmployerLink({
  applicationId,
  share,
  withdrawn,
  employerAddress,
}: {
  applicationId: string;
  share: EmployerShare;
  withdrawn: boolean;
  /** Where the notice goes: the job's employer e-mail, else the provider's recipients. */
  employerAddress: string;
}) {
  const queryClient = useQueryClient();
  const [revoking, askRevoke] = useDisclosure(false);
  const [resending, askResend] = useDisclosure(false);
  const [newLink, setNewLink] = useState<string | null>(null);
  // The dossier shows the link; the desk's history says who sent a new one.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: ['admin', 'applications', 'dossier', applicationId],
      }),
      queryClient.invalidateQueries({
        queryKey: applicationDeskQueryOptions(applicationId).queryKey,
      }),
    ]);
  const revoke = useMutation({
    mutationFn: async () => {
      const supabase = await getSupabase();
      const { error } = await supabase
        .from('application_shares')
        .update({ revoked_at: new Date().toISOString() })
        .eq('application_id', applicationId);
      if (error) throw error;
    },
    onSuccess: () => {
      setNewLink(null);
      notifySuccess('Länken återkallad', 'Arbetsgivaren kan inte längre öppna ansökan med den.');
      return refresh();
    },
    onError: (error) => notifyError('Länken kunde inte återkallas', error),
    onSettled: askRevoke.close,
  });
  const resend = useMutation({
    mutationFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('resend_application_share', {
        application: applicationId,
      });
      if (error) throw error;
      return `${window.location.origin}/ansokan/${data}`;
    },
    onSuccess: (link) => {
      setNewLink(link);
      notifySuccess(
        'Länken skickad igen',
        `En ny länk skickas till ${employerAddress}. Den gamla gäller inte längre.`,
      );
      return refresh();
    },
    onError: (error) => notifyError('Länken kunde inte skickas igen', error),
    onSettled: askResend.close,
  });
  const open = !withdrawn && !share.revoked_at && Date.parse(share.expires_at) > Date.now();
  const state = withdrawn
    ? 'visar inte längre ansökan: den sökande har återkallat den'
    : share.revoked_at
      ? `återkallades ${formatDate(share.revoked_at)}`
      : open
        ? `gäller till ${formatDate(share.expires_at)}`
        : `gick ut ${formatDate(share.expires_at)}`;
  return (
    <Stack gap={4} align="flex-start">
      <Title order={3} fz="md">
        Arbetsgivarens länk
      </Title>
      <Text fz="sm">Länken i e-postmeddelandet till arbetsgivaren {state}.</Text>
      {!withdrawn && (
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={askResend.open}>
            Skicka länken igen
          </Button>
          {open && (
            <Button variant="outline" color="red.9" size="xs" onClick={askRevoke.open}>
              Återkalla länken
            </Button>
          )}
        </Group>
      )}
      {newLink && open && (
        <Stack gap={4} w="100%">
          <TextInput label="Den nya länken" value={newLink} readOnly />
          <Group gap="sm">
            <CopyButton value={newLink}>
              {({ copied, copy }) => (
                <Button variant="default" size="xs" onClick={copy}>
                  {copied ? 'Kopierad' : 'Kopiera länk'}
                </Button>
              )}
            </CopyButton>
            <Text fz="xs" c="gray.7">
              Länken visas bara nu.
            </Text>
          </Group>
        </Stack>
      )}
      <ConfirmDialog
        opened={resending}
        title="Skicka länken igen?"
        confirmLabel="Skicka länken igen"
        color="clinicalTeal.9"
        pending={resend.isPending}
        onConfirm={() => resend.mutate()}
        onClose={askResend.close}
      >
        <Text>Skicka en ny länk till {employerAddress}? Den gamla slutar gälla.</Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={revoking}
        title="Återkalla arbetsgivarens länk?"
        confirmLabel="Återkalla länken"
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate()}
        onClose={askRevoke.close}
      >
        <Text>
          Länken i e-postmeddelandet till arbetsgivaren slutar fungera direkt: arbetsgivaren kan
          inte längre öppna ansökan eller ladda ner dokumenten. Det går inte att ångra.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
