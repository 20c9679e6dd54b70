// A banner's image as a thumbnail in the banner list: an admin sees the picture, not only its
// address, and sees at once when the address leads nowhere. (The form previews the whole ad:
// BannerPlacementPreview.)
import { Image, Text } from '@mantine/core';
import { isBannerImageUrl } from '@shared/schemas/admin-banner.ts';
import { useState } from 'react';

export function BannerThumbnail({ url, title }: { url: string; title: string }) {
  const address = url.trim();
  const [failed, setFailed] = useState<string | null>(null);
  if (!isBannerImageUrl(address) || failed === address) return <Text fz="sm">Ingen bild</Text>;
  return (
    <Image
      src={address}
      alt={`Bild: ${title}`}
      fit="cover"
      radius="sm"
      w={96}
      h={40}
      onError={() => setFailed(address)}
    />
  );
}
