// One banner ad, labelled Annons; with a link it opens the advertiser's page in a new tab. Also
// the provider's own notice for the Topp place while it has no banner (HouseAdCard). Shared: the
// job list shows it (features/banners) and the admin's banner form previews it (features/admin).
import { Badge, Box, Card, Image, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAdImpression } from '@/lib/adEvents/adEventHooks';
import { countAdEvent } from '@/lib/adEvents/countAdEvent';
import type { PublicBanner } from '@/lib/publicColumns';
import classes from './BannerCard.module.css';

/** What the card shows of a banner: a published one, or the form's values in a preview. */
type ShownBanner = Pick<
  PublicBanner,
  'id' | 'title' | 'employer_name' | 'description' | 'image_url' | 'link_url'
>;

/**
 * `wide`: above or below the job list, a strip of fixed height with the image beside the text.
 * `preview`: the admin's preview, which counts no impressions or clicks.
 */
export function BannerCard({
  banner,
  wide = false,
  preview = false,
}: {
  banner: ShownBanner;
  wide?: boolean;
  preview?: boolean;
}) {
  const counted = useAdImpression('banner_impression', banner.id);
  const seen = preview ? undefined : counted;
  const content = (
    <>
      {/* Bleeds to the card's edges; Card.Section cannot, being inside a fragment. */}
      <Box className={classes.image}>
        {/* Lazy: an ad never holds back the job list. On a return visit the worker answers at
            once, and each image arriving took the main thread (an SVG is a document of its own)
            before the list was parsed (traced: 5 banners, 30-80 ms). */}
        <Image
          src={banner.image_url}
          alt=""
          // In a strip the image fills its side of the card.
          h={wide ? '100%' : 120}
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
        <Text fw={700} lh={1.3} lineClamp={wide ? 1 : undefined}>
          {banner.title}
        </Text>
        <Text fz="sm" c="gray.7" lineClamp={wide ? 1 : undefined}>
          {banner.employer_name}
        </Text>
        {banner.description && (
          <Text fz="sm" c="gray.8" className={wide ? classes.wideOnly : undefined}>
            {banner.description}
          </Text>
        )}
      </Stack>
    </>
  );
  // Wide: a strip (image beside the text from sm) in a box of its own, since Mantine's Card
  // lays out its root as a column.
  const body = wide ? <div className={classes.wide}>{content}</div> : content;
  if (!banner.link_url) {
    return (
      <Card ref={seen} component="article" withBorder padding="md">
        {body}
      </Card>
    );
  }
  return (
    <Card
      ref={seen}
      component="a"
      href={banner.link_url}
      onClick={preview ? undefined : () => countAdEvent('banner_click', banner.id)}
      target="_blank"
      rel="noopener noreferrer"
      withBorder
      padding="md"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      {/* The link's name is its visible text (WCAG 2.5.3, label in name) plus where it opens. */}
      {body}
      <VisuallyHidden>(öppnas i en ny flik)</VisuallyHidden>
    </Card>
  );
}

/**
 * The Topp place while no banner is published for it (and while the banners load): the
 * provider's offer of the place, in the same strip, so the job list below never moves when a
 * banner arrives (the list's first cards are painted before the app runs, src/firstPaint/earlyPaint.ts).
 */
export function HouseAdCard() {
  return (
    <Card
      component={Link}
      to="/pricing"
      withBorder
      padding="md"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <div className={classes.wide}>
        <Box className={`${classes.image} ${classes.houseImage}`} />
        <Stack gap={4} className={classes.text}>
          <Text fw={700} lh={1.3} lineClamp={1}>
            Er annons här
          </Text>
          <Text fz="sm" c="gray.7" lineClamp={1}>
            Nå läkare i Sverige, Norge och Danmark
          </Text>
          <Text fz="sm" c="gray.8" className={classes.wideOnly}>
            Banner ovanför jobblistan: 19 900 kr per 30 dagar. Se priser.
          </Text>
        </Stack>
      </div>
    </Card>
  );
}
