// The banner's image as the job list crops it (its height, the card's width), in the banner form
// while the address is typed, and as a thumbnail in the banner list: an admin sees the picture,
// not only its address, and sees at once when the address leads nowhere.
import { Box, Image, Text } from '@mantine/core';
import { HTTPS_URL, ROOT_PATH } from '@shared/schemas/admin-fields.ts';
import { useState } from 'react';

type Props = { url: string; title?: string; thumbnail?: boolean };

export function BannerImagePreview({ url, title, thumbnail = false }: Props) {
  const address = url.trim();
  const [failed, setFailed] = useState<string | null>(null);
  const usable = HTTPS_URL.test(address) || ROOT_PATH.test(address);
  const size = thumbnail ? { w: 96, h: 40 } : { w: '100%', maw: 320, h: 120 };
  if (!usable || failed === address) {
    if (thumbnail) return <Text fz="sm">Ingen bild</Text>;
    return (
      <Text fz="sm" c="dimmed" role="status">
        {usable
          ? 'Bilden kunde inte hämtas från adressen.'
          : 'Förhandsvisningen visas när bild-URL:en är giltig.'}
      </Text>
    );
  }
  return (
    <Box>
      {!thumbnail && (
        <Text fz="sm" fw={500} mb={4}>
          Förhandsvisning
        </Text>
      )}
      <Image
        src={address}
        alt={thumbnail ? `Bild: ${title ?? ''}` : 'Bannerns bild som den visas i jobblistan'}
        fit="cover"
        radius="sm"
        {...size}
        onError={() => setFailed(address)}
      />
    </Box>
  );
}
