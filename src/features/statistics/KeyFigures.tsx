// The period's key figures on the statistics pages, each with one line on how it is counted
//: an employer paying for them should not have to guess what a figure means.
import { Card, SimpleGrid, Text } from '@mantine/core';
import { AD_EVENT_LABELS } from '@shared/schemas/ad-event-names';
import { useId } from 'react';
import {
  type AdTotals,
  clickThrough,
  conversion,
  formatCount,
  formatRate,
  type StatisticsAd,
} from './statisticsModel';

/** How every figure is counted (record_ad_events), in one sentence. */
export const COUNTING_RULE =
  'Varje händelse räknas högst en gång per besökare, annons och dag, och bara samma dag eller dagen efter; en besökare är en internetadress (IPv6 per /64-nät), så flera personer bakom samma adress räknas som en.';

function KeyFigure({ label, value, hint }: { label: string; value: string; hint: string }) {
  const hintId = useId();
  return (
    <Card withBorder padding="sm" role="group" aria-label={label} aria-describedby={hintId}>
      <Text fz="xs" c="gray.7">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
      <Text id={hintId} fz="xs" c="gray.7">
        {hint}
      </Text>
    </Card>
  );
}

/** The period's key figures; with a job or a banner chosen, those of the other kind are "–". */
export function KeyFigures({ ad, totals }: { ad?: StatisticsAd; totals: AdTotals }) {
  const ofJobs = (value: string) => (ad?.kind === 'banner' ? '–' : value);
  const ofBanners = (value: string) => (ad?.kind === 'job' ? '–' : value);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      <KeyFigure
        label="Unika besökare"
        value={formatCount(totals.visitors)}
        hint="Adresser som sett en jobbsida eller banner, per dag: samma besökare en annan dag räknas igen."
      />
      <KeyFigure
        label={AD_EVENT_LABELS.job_impression}
        value={ofJobs(formatCount(totals.listImpressions))}
        hint="Jobbkort i jobbsökningen, på startsidan eller en arbetsgivarsida: minst till hälften i bild i en sekund, eller klickat."
      />
      <KeyFigure
        label={AD_EVENT_LABELS.job_view}
        value={ofJobs(formatCount(totals.views))}
        hint="Öppnade jobbsidor från alla källor: listor, direktlänkar, bevakningsmejl och delade länkar."
      />
      <KeyFigure
        label="Klickfrekvens i listor"
        value={ofJobs(formatRate(clickThrough({ kind: 'job' }, totals)))}
        hint="Jobbsidor öppnade från en lista delat med visningar i listor; direktbesök räknas inte."
      />
      <KeyFigure
        label={AD_EVENT_LABELS.job_apply_open}
        value={ofJobs(formatCount(totals.applyOpens))}
        hint="Klick på ”Ansök nu” på jobbsidan."
      />
      <KeyFigure
        label="Ansökningar"
        value={ofJobs(formatCount(totals.applications))}
        hint="Ansökningar skickade genom Läkarjobb Norden, var och en räknad."
      />
      <KeyFigure
        label="Konvertering"
        value={ofJobs(formatRate(conversion(totals)))}
        hint="Ansökningar delat med sidvisningar."
      />
      <KeyFigure
        label={AD_EVENT_LABELS.banner_impression}
        value={ofBanners(formatCount(totals.bannerImpressions))}
        hint="Banners minst till hälften i bild i en sekund."
      />
      <KeyFigure
        label={AD_EVENT_LABELS.banner_click}
        value={ofBanners(formatCount(totals.clicks))}
        hint="Klick på en banner; ett klick räknas också som en visning."
      />
      <KeyFigure
        label="Klickfrekvens för banners"
        value={ofBanners(formatRate(clickThrough({ kind: 'banner' }, totals)))}
        hint="Bannerklick delat med bannervisningar."
      />
    </SimpleGrid>
  );
}
