// /admin/banners: every banner ad, newest first, with the banner form.
import { PublishableAdminPage } from '../publishable/PublishableAdminPage';
import type { PublishableRow } from '../publishable/publishableQueries';
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
];

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
    />
  );
}
