-- Banner images uploaded in the banner form (issue 50): a public Storage bucket for PNG, JPEG and
-- WebP up to 2 MiB (no SVG: an SVG opened on its own runs its scripts on Storage's origin). Anyone
-- reads (the job list shows them to visitors); only admins upload, replace and delete. The banner
-- keeps its image_url (spec §3): the form writes the object's public address there.
-- Runs unchanged on hosted Supabase: storage.buckets/objects and their helpers are Storage's own.

-- Also declared in supabase/config.toml ([storage.buckets.banner-images]).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('banner-images', 'banner-images', true, 2097152, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do nothing;

-- A public bucket is read without policies (GET /object/public/…); this one lets anon and users
-- list and download it through the API as well.
create policy "banner-images: anyone reads" on storage.objects for select to anon, authenticated
  using (bucket_id = 'banner-images');
create policy "banner-images: admins upload" on storage.objects for insert to authenticated
  with check (bucket_id = 'banner-images' and (select private.is_admin()));
create policy "banner-images: admins replace" on storage.objects for update to authenticated
  using (bucket_id = 'banner-images' and (select private.is_admin()))
  with check (bucket_id = 'banner-images' and (select private.is_admin()));
create policy "banner-images: admins delete" on storage.objects for delete to authenticated
  using (bucket_id = 'banner-images' and (select private.is_admin()));

-- The declared type exactly one of the bucket's (hosted compares only its first two `/` pieces, so
-- `image/png/;text/html` would pass and be served as that), checked on the permission test and on
-- the superuser's final write alike, as documents are (20261129140000). 42501 → 403 AccessDenied.
create function private.check_banner_image_object() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  mimetype text := new.metadata ->> 'mimetype';
  allowed text[];
begin
  if new.bucket_id <> 'banner-images' then
    return new;
  end if;
  select b.allowed_mime_types into allowed from storage.buckets b where b.id = new.bucket_id;
  if mimetype is null or not (mimetype = any (allowed)) then
    raise exception 'mime type % is not supported', coalesce(mimetype, '(none)')
      using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke all on function private.check_banner_image_object() from public;

create trigger check_banner_image_object before insert or update on storage.objects
  for each row execute function private.check_banner_image_object();

-- The address the form writes is Storage's public URL: https on hosted, and on the local stand-in
-- http on the loopback address, which browsers treat as secure (no mixed content). So image_url
-- also takes a loopback http address; anything else stays https:// or a path on the site.
create function private.is_loopback_http_url(value text) returns boolean
  language sql immutable set search_path = ''
as $$ select value ~ '^http://(localhost|127\.0\.0\.1|\[::1\])(:[0-9]{1,5})?/[^\s]*$' $$;

alter table public.banners drop constraint banners_image_url_check;
alter table public.banners add constraint banners_image_url_check check (
  char_length(image_url) <= 2000
  and (
    private.is_https_url(image_url)
    or private.is_loopback_http_url(image_url)
    or image_url ~ '^/[^/\s][^\s]*$'
  )
);
