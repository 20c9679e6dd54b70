// The admin banner form's rules (spec §5): price ≥ 0 in öre steps, safe image and link addresses.
import * as v from 'valibot';
import {
  HTTPS_URL,
  LOOPBACK_HTTP_URL,
  numberInput,
  optionalText,
  ROOT_PATH,
} from './admin-fields.ts';
import { PUBLICATION_STATUSES } from './admin-job.ts';
import { line } from './form-fields.ts';

export const BANNER_POSITIONS = ['top', 'sidebar', 'bottom'] as const;
export const DEFAULT_BANNER_PRICE = 99;
/** numeric(10,2): the largest price the column holds. */
const MAX_PRICE = 99_999_999.99;

const price = v.pipe(
  numberInput('Pris krävs', 'Priset måste vara ett tal'),
  v.minValue(0, 'Priset kan inte vara negativt'),
  v.maxValue(MAX_PRICE, 'Priset är för högt (högst 99 999 999,99 kr)'),
  v.check(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'Priset kan ha högst två decimaler',
  ),
);

/** Where a banner's image may be: https, a path on the site, or the local stand-in's Storage. */
export const isBannerImageUrl = (value: string) =>
  HTTPS_URL.test(value) || ROOT_PATH.test(value) || LOOPBACK_HTTP_URL.test(value);

const imageUrl = v.pipe(
  line(1, 'Bild-URL krävs', 2000),
  v.check(isBannerImageUrl, 'Bild-URL måste börja med https:// eller / (en sökväg på webbplatsen)'),
);

const linkUrl = v.pipe(
  optionalText(),
  v.nullable(
    v.pipe(v.string(), v.regex(HTTPS_URL, 'Länken måste vara en adress som börjar med https://')),
  ),
);

export const adminBannerSchema = v.object({
  title: line(1, 'Titel krävs'),
  employer_name: line(1, 'Arbetsgivare krävs'),
  description: optionalText(),
  image_url: imageUrl,
  link_url: linkUrl,
  // A missing price counts as empty: "Pris krävs", not valibot's generic message.
  price: v.optional(price, ''),
  position: v.optional(
    v.picklist(BANNER_POSITIONS, 'Välj placering: top, sidebar eller bottom'),
    'top',
  ),
  status: v.optional(v.picklist(PUBLICATION_STATUSES, 'Välj Utkast eller Publicerad'), 'draft'),
});

export type AdminBannerInput = v.InferInput<typeof adminBannerSchema>;
export type AdminBanner = v.InferOutput<typeof adminBannerSchema>;

/** The public Storage bucket of uploaded banner images and what it takes (its migration's). */
export const BANNER_IMAGE_BUCKET = 'banner-images';
export const BANNER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const BANNER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
