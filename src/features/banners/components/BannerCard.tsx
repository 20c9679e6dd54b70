// One banner ad, labelled Annons; with a link it opens the advertiser's page in a new tab.
import { Badge, Box, Card, Image, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useAdImpression } from '@/lib/adEvents/adEventHooks';
import { countAdEvent } from '@/lib/adEvents/countAdEvent';
import type { Banner } from '../queries/publishedBanners';
import classes from './BannerCard.module.css';

/** `wide`: above or below the job list, the image beside the text from sm (a strip, not a tile). */
export function BannerCard({ banner, wide = false }: { banner: Banner; wide?: boolean }) {
  const seen = useAdImpression('banner_impression', banner.id);
  const frame = wide ? `${classes.card} ${classes.wide}` : classes.card;
  const body = (
    <>
      {/* Bleeds to the card's edges; Card.Section cannot, being inside a fragment. */}
      <Box className={classes.image}>
        {/* Lazy: an ad never holds back the job list. On a return visit the worker answers at
            once, and each image arriving took the main thread (an SVG is a document of its own)
            before the list was parsed (traced: 5 banners, 30-80 ms). */}
        <Image
          src={banner.image_url}
          alt=""
          h={120}
          fit="cover"
          fallbackSrc="/icons/icon.svg"
          loading="lazy"
          decoding="async"
        />
      </Box>
      <Stack gap={4} className={classes.text}>
        <Badge variant="filled" color="gray.7" size="sm" w="fit-content">
          Annons
        </Badge>
        <Text fw={700} lh={1.3}>
          {banner.title}
        </Text>
        <Text fz="sm" c="gray.7">
          {banner.employer_name}
        </Text>
        {banner.description && (
          <Text fz="sm" c="gray.8">
            {banner.description}
          </Text>
        )}
      </Stack>
    </>
  );
  if (!banner.link_url) {
    return (
      <Card ref={seen} component="article" withBorder padding="md" className={frame}>
        {body}
      </Card>
    );
  }
  return (
    <Card
      ref={seen}
      component="a"
      href={banner.link_url}
      onClick={() => countAdEvent('banner_click', banner.id)}
      target="_blank"
      rel="noopener noreferrer"
      withBorder
      padding="md"
      className={frame}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      {/* The link's name is its visible text (WCAG 2.5.3, label in name) plus where it opens. */}
      {body}
      <VisuallyHidden>(öppnas i en ny flik)</VisuallyHidden>
    </Card>
  );
}
