// "Profil och dokument" of one application in /admin/applications: the applicant's
// professional profile and the documents sent with it, downloaded one by one through short signed
// URLs or all as one ZIP read with the admin's session, and the employer's link.
import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  chosenPeriodsText,
  DOCUMENT_KIND_LABELS,
  professionalSummaryLines,
  WITHDRAWN,
} from '@shared/schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { documentDownloadUrl, downloadDocument, formatFileSize } from '@/entities/documents';
import { fetchProfessionalProfile } from '@/entities/professionalProfile';
import { getSupabase } from '@/lib/supabase';
import { LabelledLines } from '@/lib/ui/LabelledLines';
import { buildZip, safeFileName, saveFile, zipEntryName } from '@/lib/zip';
import { notifyError } from '../notify';
import { EmployerLink } from './EmployerLink';

type DossierDocument = { document_id: string; file_name: string; object_path: string };

/**
 * The notice's address, as the server picks it: the job's employer e-mail (an admin-only column,
 * read through job_admin_fields), else the provider's notification recipients.
 */
async function noticeAddress(jobId: string): Promise<string> {
  const supabase = await getSupabase();
  const job = await supabase.rpc('job_admin_fields', { job_ids: [jobId] });
  if (job.error) throw job.error;
  const employerEmail = job.data[0]?.employer_email;
  if (typeof employerEmail === 'string' && employerEmail) return employerEmail;
  const { data, error } = await supabase
    .from('private_settings')
    .select('notification_recipients')
    .eq('id', 1)
    .single();
  if (error) throw error;
  return data.notification_recipients.join(', ');
}

async function fetchDossier(applicationId: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('job_applications')
    .select(
      'applicant_id, applicant_name, job_id, job_title, status, chosen_periods, application_documents(document_id, kind, file_name, size_bytes, object_path), application_shares(expires_at, revoked_at)',
    )
    .eq('id', applicationId)
    .single();
  if (error) throw error;
  return {
    periods: chosenPeriodsText(data.chosen_periods),
    documents: data.application_documents,
    zipName: safeFileName(`${data.applicant_name} – ${data.job_title}.zip`),
    share: data.application_shares,
    employerAddress: data.application_shares ? await noticeAddress(data.job_id) : '',
    withdrawn: data.status === WITHDRAWN,
    profile: await fetchProfessionalProfile(data.applicant_id),
  };
}

/** Every document of the application, each under its file name, as one saved ZIP. */
async function saveDocumentsZip(documents: DossierDocument[], zipName: string): Promise<void> {
  const taken = new Set<string>();
  const zip = await buildZip(
    documents.map((document) => ({
      name: zipEntryName(document.file_name, taken),
      read: () => downloadDocument(document.object_path),
    })),
  );
  saveFile(zip, zipName);
}

function Dossier({ applicationId }: { applicationId: string }) {
  const dossier = useQuery({
    queryKey: ['admin', 'applications', 'dossier', applicationId],
    queryFn: () => fetchDossier(applicationId),
  });
  const zip = useMutation({
    mutationFn: (input: { documents: DossierDocument[]; zipName: string }) =>
      saveDocumentsZip(input.documents, input.zipName),
    onError: (error) => notifyError('Dokumenten kunde inte hämtas', error),
  });
  if (dossier.isPending) return <Text>Hämtar…</Text>;
  if (dossier.isError) return <Text role="alert">Uppgifterna kunde inte hämtas.</Text>;
  const { periods, profile, documents, zipName, share, employerAddress, withdrawn } = dossier.data;
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
        {documents.length > 0 && (
          <Button
            size="xs"
            loading={zip.isPending}
            onClick={() => zip.mutate({ documents, zipName })}
          >
            Ladda ner alla dokument (ZIP)
          </Button>
        )}
      </Stack>
      {share && (
        <EmployerLink
          applicationId={applicationId}
          share={share}
          withdrawn={withdrawn}
          employerAddress={employerAddress}
        />
      )}
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
