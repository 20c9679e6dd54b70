// /admin/banners: every banner ad, newest first, with the banner form.
import { PublishableAdminPage } from '../content/PublishableAdminPage';
import type { PublishableRow } from '../content/publishableQueries';
import type { Column } from '../table/DataTable';
import { BANNER_TEXTS } from '../texts';
import { BannerForm, POSITION_LABEL } from './BannerForm';

type BannerRow = PublishableRow<'banners'>;

const price = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' });

const columns: Column<BannerRow>[] = [
  {
    key: 'title',
    header: 'Titel',
    render: (banner) => banner.title,
    sortValue: (banner) => banner.title,
  },
  {
    key: 'employer_name',
    header: 'Arbetsgivare',
    render: (banner) => banner.employer_name,
    sortValue: (banner) => banner.employer_name,
  },
  {
    key: 'position',
    header: 'Placering',
    render: (banner) => POSITION_LABEL[banner.position],
    sortValue: (banner) => POSITION_LABEL[banner.position],
  },
  {
    key: 'price',
    header: 'Pris',
    render: (banner) => price.format(Number(banner.price)),
    sortValue: (banner) => Number(banner.price),
    filterText: (banner) => String(banner.price),
    nowrap: true,
  },
];

export function BannersAdminPage() {
  return (
    <PublishableAdminPage
      table="banners"
      texts={BANNER_TEXTS}
      heading="Banners"
      noun={{ new: 'Ny banner', edit: 'Redigera banner', one: 'bannern' }}
      columns={columns}
      Form={BannerForm}
    />
  );
}
