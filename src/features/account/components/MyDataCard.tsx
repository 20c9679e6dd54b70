// "Mina uppgifter" on /profile: the GDPR rights a user exercises themselves, downloading
// everything stored about them and deleting the account.
import { Button, Card, Divider, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { User } from '@supabase/supabase-js';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { saveFile } from '@/lib/zip';
import { fetchMyData } from '../queries/myData';
import { buildMyDataZip } from '../queries/myDataZip';
import { DeleteAccountDialog } from './DeleteAccountDialog';

export function MyDataCard({ user }: { user: User }) {
  const [downloading, setDownloading] = useState(false);
  const [deleting, dialog] = useDisclosure(false);
  const navigate = useNavigate();

  const download = async () => {
    setDownloading(true);
    try {
      const today = new Date().toISOString().slice(0, 10);
      const { data, files } = await fetchMyData(user);
      const zip = await buildMyDataZip(data, files);
      saveFile(zip, `mina-uppgifter-lakarjobb-norden-${today}.zip`);
    } catch (error) {
      notifications.show({
        title: 'Uppgifterna kunde inte hämtas',
        message: navigator.onLine
          ? error instanceof Error
            ? error.message
            : String(error)
          : 'Du är offline. Försök igen när du är online.',
        color: 'red',
      });
    } finally {
      setDownloading(false);
    }
  };

  const deleted = () => {
    dialog.close();
    notifications.show({
      title: 'Ditt konto är raderat',
      message: 'Kontot och alla dina uppgifter är borttagna. Välkommen tillbaka när du vill.',
      color: 'teal',
    });
    void navigate({ to: '/' });
  };

  return (
    <Card withBorder padding="lg" shadow="sm" component="section" aria-labelledby="mina-uppgifter">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h3" id="mina-uppgifter">
          Mina uppgifter
        </Title>
        <Text fz="sm" c="gray.7">
          Hämta en ZIP-fil med allt vi har sparat om dig: konto, profil, yrkesprofil, ansökningar
          med personliga brev och bifogade dokument, rekryterares inbjudningar och dina svar,
          sparade jobb, jobbevakningar och dina uppladdade dokument.
        </Text>
        <Button variant="default" onClick={() => void download()} loading={downloading}>
          Ladda ner mina uppgifter
        </Button>
        <Divider w="100%" my="xs" />
        <Text fz="sm" c="gray.7">
          Raderar du kontot tas det bort tillsammans med allt som hör till det. Det går inte att
          ångra.
        </Text>
        <Button variant="outline" color="red.9" onClick={dialog.open}>
          Radera mitt konto
        </Button>
      </Stack>
      <DeleteAccountDialog
        opened={deleting}
        userId={user.id}
        onClose={dialog.close}
        onDeleted={deleted}
      />
    </Card>
  );
}
