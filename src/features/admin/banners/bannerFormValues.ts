// Between a banners row and the banner form (price as typed: a number or '').
import { type AdminBannerInput, DEFAULT_BANNER_PRICE } from '@shared/schemas/admin-banner.ts';
import type { PublishableRow } from '../publishable/publishableQueries';

export type BannerFormValues = {
  [K in keyof Required<AdminBannerInput>]: K extends 'price' ? number | string : string;
};

export function bannerFormValues(row: PublishableRow<'banners'> | null): BannerFormValues {
  return {
    title: row?.title ?? '',
    employer_name: row?.employer_name ?? '',
    description: row?.description ?? '',
    image_url: row?.image_url ?? '',
    link_url: row?.link_url ?? '',
    // numeric columns arrive as numbers from PostgREST; Number() also accepts a string form.
    price: row ? Number(row.price) : DEFAULT_BANNER_PRICE,
    position: row?.position ?? 'top',
    status: row?.status ?? 'draft',
  };
}
