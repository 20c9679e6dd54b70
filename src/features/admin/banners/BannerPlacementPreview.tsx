// The banner form's preview: the ad as a visitor sees it, the job list's own BannerCard at the
// width of the chosen placement on a computer (a strip above or below the list, a card in the side
// column). Wider than the dialog on a small screen, it scrolls sideways rather than shrink.
import { Box, ScrollArea, Text } from '@mantine/core';
import { isBannerImageUrl } from '@shared/schemas/admin-banner.ts';
import type { BannerPosition } from '@shared/schemas/banner-places.ts';
import { useEffect, useState } from 'react';
import { BannerCard } from '@/lib/ui/BannerCard';
import classes from './BannerPlacementPreview.module.css';
import type { BannerFormValues } from './bannerFormValues';

const WHERE: Record<BannerPosition, string> = {
  top: 'ovanför jobblistan',
  sidebar: 'i sidokolumnen bredvid jobblistan',
  bottom: 'under jobblistan',
};

/** Whether the image at `url` loads: null while it is being fetched. */
function useImageLoads(url: string): boolean | null {
  const [state, setState] = useState<{ url: string; loads: boolean } | null>(null);
  useEffect(() => {
    if (!url) return;
    const image = new Image();
    image.onload = () => setState({ url, loads: true });
    image.onerror = () => setState({ url, loads: false });
    image.src = url;
    return () => {
      image.onload = null;
      image.onerror = null;
    };
  }, [url]);
  return state?.url === url ? state.loads : null;
}

export function BannerPlacementPreview({
  id,
  values,
}: {
  id: string | null;
  values: BannerFormValues;
}) {
  const address = values.image_url.trim();
  const usable = isBannerImageUrl(address);
  const loads = useImageLoads(usable ? address : '');
  if (!usable || loads === false) {
    return (
      <Text fz="sm" c="dimmed" role="status">
        {usable
          ? 'Bilden kunde inte hämtas från adressen.'
          : 'Förhandsvisningen visas när bild-URL:en är giltig.'}
      </Text>
    );
  }
  const position = values.position as BannerPosition;
  return (
    <Box component="figure" m={0} aria-label="Förhandsvisning av bannern">
      <Text component="figcaption" fz="sm" fw={500} mb={4}>
        Förhandsvisning: så visas bannern {WHERE[position]} på en dator, i samma storlek
      </Text>
      <ScrollArea type="auto" offsetScrollbars="x">
        <div className={classes.frame}>
          <div className={classes[position]} data-placement={position}>
            <BannerCard
              banner={{
                id: id ?? 'preview',
                title: values.title.trim() || 'Titel',
                employer_name: values.employer_name.trim() || 'Arbetsgivare',
                description: values.description.trim() || null,
                image_url: address,
                link_url: values.link_url.trim() || null,
              }}
              wide={position !== 'sidebar'}
              preview
            />
          </div>
        </div>
      </ScrollArea>
    </Box>
  );
}
