// "Profil och dokument" of one application in /admin/applications: the applicant's
// professional profile and the documents sent with it, downloaded through short signed URLs.
import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  chosenPeriodsText,
  DOCUMENT_KIND_LABELS,
  professionalSummaryLines,
  WITHDRAWN,
} from '@shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentDownloadUrl, formatFileSize } from '@/lib/documents';
import { fetchProfessionalProfile } from '@/lib/professionalProfile';
import { getSupabase } from '@/lib/supabase';
import { ConfirmDialog } from '@/lib/ui/ConfirmDialog';
import { LabelledLines } from '@/lib/ui/LabelledLines';
import { formatDate } from '../format';
import { notifyError, notifySuccess } from '../notify';

async function fetchDossier(applicationId: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('job_applications')
    .select(
      'applicant_id, status, chosen_periods, application_documents(document_id, kind, file_name, size_bytes, object_path), application_shares(expires_at, revoked_at)',
    )
    .eq('id', applicationId)
    .single();
  if (error) throw error;
  return {
    periods: chosenPeriodsText(data.chosen_periods),
    documents: data.application_documents,
    share: data.application_shares,
    withdrawn: data.status === WITHDRAWN,
    profile: await fetchProfessionalProfile(data.applicant_id),
  };
}

function Dossier({ applicationId }: { applicationId: string }) {
  const dossier = useQuery({
    queryKey: ['admin', 'applications', 'dossier', applicationId],
    queryFn: () => fetchDossier(applicationId),
  });
  if (dossier.isPending) return <Text>Hämtar…</Text>;
  if (dossier.isError) return <Text role="alert">Uppgifterna kunde inte hämtas.</Text>;
  const { periods, profile, documents, share, withdrawn } = dossier.data;
  const lines = profile ? professionalSummaryLines(profile) : [];
  const download = async (path: string, fileName: string) => {
    try {
      window.location.assign(await documentDownloadUrl(path, fileName));
    } catch (error) {
      notifyError('Filen kunde inte hämtas', error);
    }
  };
  return (
    <Stack gap="md">
      {periods && (
        <Stack gap={4}>
          <Title order={3} fz="md">
            Perioder den sökande kan ta
          </Title>
          <Text fz="sm">{periods}</Text>
        </Stack>
      )}
      <Stack gap={4}>
        <Title order={3} fz="md">
          Yrkesprofil
        </Title>
        {lines.length === 0 && <Text fz="sm">Ingen yrkesprofil ifylld.</Text>}
        <LabelledLines lines={lines} fz="sm" />
      </Stack>
      <Stack gap={4} align="flex-start">
        <Title order={3} fz="md">
          Dokument
        </Title>
        {documents.length === 0 && <Text fz="sm">Inga dokument skickades med.</Text>}
        {documents.map((document) => (
          <Button
            key={document.document_id}
            variant="default"
            size="xs"
            onClick={() => void download(document.object_path, document.file_name)}
          >
            Ladda ner {document.file_name} ({DOCUMENT_KIND_LABELS[document.kind]},{' '}
            {formatFileSize(document.size_bytes)})
          </Button>
        ))}
      </Stack>
      {share && <EmployerLink applicationId={applicationId} share={share} withdrawn={withdrawn} />}
    </Stack>
  );
}

/**
 * The employer's link from the notice e-mail: until when it works, and revoking it (asked first).
 * A withdrawn application's link shows nothing any more (public.application_share).
 */
function EmployerLink({
  applicationId,
  share,
  withdrawn,
}: {
  applicationId: string;
  share: { expires_at: string; revoked_at: string | null };
  withdrawn: boolean;
}) {
  const queryClient = useQueryClient();
  const [asking, ask] = useDisclosure(false);
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
      notifySuccess('Länken återkallad', 'Arbetsgivaren kan inte längre öppna ansökan med den.');
      return queryClient.invalidateQueries({
        queryKey: ['admin', 'applications', 'dossier', applicationId],
      });
    },
    onError: (error) => notifyError('Länken kunde inte återkallas', error),
    onSettled: ask.close,
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
      {open && (
        <Button variant="outline" color="red.9" size="xs" onClick={ask.open}>
          Återkalla länken
        </Button>
      )}
      <ConfirmDialog
        opened={asking}
        title="Återkalla arbetsgivarens länk?"
        confirmLabel="Återkalla länken"
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate()}
        onClose={ask.close}
      >
        <Text>
          Länken i e-postmeddelandet till arbetsgivaren slutar fungera direkt: arbetsgivaren kan
          inte längre öppna ansökan eller ladda ner dokumenten. Det går inte att ångra.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

export function ApplicationDossier({
  applicationId,
  applicantName,
}: {
  applicationId: string;
  applicantName: string;
}) {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        onClick={modal.open}
        aria-label={`Visa profil och dokument från ${applicantName}`}
      >
        Visa
      </Button>
      <Modal
        opened={opened}
        onClose={modal.close}
        title={`Profil och dokument: ${applicantName}`}
        size="lg"
      >
        {opened && <Dossier applicationId={applicationId} />}
      </Modal>
    </>
  );
}
