// A banner image into the public `banner-images` bucket (migration 20261201110000): PNG, JPEG or
// WebP up to 2 MB, only admins may write there. The answer is the object's public address, which
// the banner form puts in image_url (spec §3 keeps that field).
import { BANNER_IMAGE_BUCKET, type BANNER_IMAGE_TYPES } from '@shared/schemas/admin-banner.ts';
import { getSupabase } from '@/lib/supabase';

export const bannerImageMessages = {
  wrongType: 'Bilden måste vara en PNG, JPEG eller WebP. Andra filtyper kan inte laddas upp.',
  tooLarge: 'Bilden är större än 2 MB. Välj en mindre bild.',
  notAllowed: 'Bara administratörer får ladda upp bannerbilder.',
  failed: 'Bilden kunde inte laddas upp. Kontrollera anslutningen och försök igen.',
} as const;

const EXTENSIONS: Record<(typeof BANNER_IMAGE_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** Storage's refusal (its real status is the body's statusCode, as a string) in Swedish. */
function refusal(statusCode: unknown): string {
  if (statusCode === '413') return bannerImageMessages.tooLarge;
  if (statusCode === '415') return bannerImageMessages.wrongType;
  if (statusCode === '403') return bannerImageMessages.notAllowed;
  return bannerImageMessages.failed;
}

/**
 * Uploads `file` (of a type the dropzone accepted) under a new ASCII name (Storage keys take no
 * å/ä/ö); its public address.
 */
export async function uploadBannerImage(file: File): Promise<string> {
  const supabase = await getSupabase();
  const bucket = supabase.storage.from(BANNER_IMAGE_BUCKET);
  const type = file.type as keyof typeof EXTENSIONS;
  const path = `${crypto.randomUUID()}.${EXTENSIONS[type]}`;
  const { error } = await bucket.upload(path, file, { contentType: type });
  if (error) throw new Error(refusal((error as { statusCode?: unknown }).statusCode));
  return bucket.getPublicUrl(path).data.publicUrl;
}
