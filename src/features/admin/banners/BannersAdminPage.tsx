// /admin/banners: every banner ad, newest first, with its impressions, clicks and click-through
// rate of the last 30 days and the banner form. A banner runs 30 days from publishing, like a job,
// but its days run only while it is shown: one waiting for a place keeps them (PaidDays).

import { Stack } from '@mantine/core';
import { BANNER_POSITION_LABELS } from '@shared/schemas/banner-places.ts';
import { PublishableAdminPage } from '../publishable/PublishableAdminPage';
import type { PeriodFilterProps } from '../publishable/paidPeriod';
import type { PublishableRow } from '../publishable/publishableQueries';
import {
  clickThroughRate,
  recentColumn,
  recentFigure,
  withRecentFigures,
} from '../publishable/recentFigures';
import type { Column } from '../table/DataTable';
import { type SearchSpec, textColumn } from '../table/tableModel';
import { BANNER_TEXTS } from '../texts';
import { BannerForm } from './BannerForm';
import { BannerThumbnail } from './BannerThumbnail';
import { FullPlacementsNotice, useDisplacementWarning } from './bannerPlacement';
import { PaidDays } from './PaidDays';

type BannerRow = PublishableRow<'banners'>;

const price = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' });

const columns: Column<BannerRow>[] = [
  {
    key: 'image',
    header: 'Bild',
    render: (banner) => <BannerThumbnail url={banner.image_url} title={banner.title} />,
  },
  textColumn('title', 'Titel'),
  textColumn('employer_name', 'Arbetsgivare'),
  {
    key: 'position',
    header: 'Placering',
    render: (banner) => (
      // The badge under the placement, not beside it: the table must fit a 1440 px screen.
      <Stack gap={4} align="flex-start">
        {BANNER_POSITION_LABELS[banner.position]}
        <PaidDays banner={banner} />
      </Stack>
    ),
    sortBy: 'position',
  },
  {
    key: 'price',
    header: 'Pris',
    // Not sortable: price is admin-only (a column privilege), read for the page's rows only.
    render: (banner) => price.format(Number(banner.price)),
    nowrap: true,
  },
  recentColumn('banner_impression'),
  recentColumn('banner_click'),
  {
    key: 'ctr',
    header: 'CTR 30 d',
    nowrap: true,
    render: (banner) =>
      clickThroughRate(
        recentFigure(banner, 'banner_click'),
        recentFigure(banner, 'banner_impression'),
      ),
  },
];

const withPageData = withRecentFigures<BannerRow>();

const search: SearchSpec = {
  text: ['title', 'employer_name'],
  labels: { position: BANNER_POSITION_LABELS },
};

export function BannersAdminPage(props: PeriodFilterProps) {
  const publishWarning = useDisplacementWarning();
  return (
    <PublishableAdminPage
      table="banners"
      texts={BANNER_TEXTS}
      heading="Banners"
      noun={{ new: 'Ny banner', edit: 'Redigera banner', one: 'bannern' }}
      columns={columns}
      search={search}
      Form={BannerForm}
      withPageData={withPageData}
      publishWarning={publishWarning}
      // The form's preview shows the ad at its width on /jobs (a Topp strip is 958 px).
      dialogSize={1040}
      notice={<FullPlacementsNotice />}
      {...props}
    />
  );
}
