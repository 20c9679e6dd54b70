// /admin/banners: every banner ad, newest first, with its impressions, clicks and click-through
// rate of the last 30 days and the banner form. A banner runs 30 days from publishing, like a job.

import { PublishableAdminPage } from '../publishable/PublishableAdminPage';
import { ExtendButton, onlyExpired, PeriodStatus } from '../publishable/paidPeriod';
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
import { BannerForm, POSITION_LABEL } from './BannerForm';

type BannerRow = PublishableRow<'banners'>;

const price = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' });

const columns: Column<BannerRow>[] = [
  textColumn('title', 'Titel'),
  textColumn('employer_name', 'Arbetsgivare'),
  {
    key: 'position',
    header: 'Placering',
    render: (banner) => POSITION_LABEL[banner.position],
    sortBy: 'position',
  },
  {
    key: 'price',
    header: 'Pris',
    // Not sortable: price is admin-only (a column privilege), read for the page's rows only.
    render: (banner) => price.format(Number(banner.price)),
    nowrap: true,
  },
  recentColumn('banner_impression', 'Visningar 30 d'),
  recentColumn('banner_click', 'Klick 30 d'),
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
  labels: { position: POSITION_LABEL },
};

export function BannersAdminPage() {
  return (
    <PublishableAdminPage
      table="banners"
      texts={BANNER_TEXTS}
      heading="Banners"
      noun={{ new: 'Ny banner', edit: 'Redigera banner', one: 'bannern' }}
      columns={columns}
      search={search}
      Form={BannerForm}
      renderStatus={(row) => <PeriodStatus row={row} />}
      rowActions={(row, update) => <ExtendButton row={row} update={update} />}
      narrowing={onlyExpired}
      withPageData={withPageData}
    />
  );
}
