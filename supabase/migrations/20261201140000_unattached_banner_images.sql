-- Banner images that no banner shows, uploaded more than `older_than` ago: an upload whose form was
-- closed without saving, an image replaced by another, or the image of a deleted banner. A banner
-- keeps its image as the object's public address (…/storage/v1/object/public/banner-images/<name>),
-- so an image is in use when some banner's address ends with its name.
-- purge-unattached-documents removes them through the Storage API, with the doctors' files.
create function public.unattached_banner_images(older_than interval)
returns setof text
language sql
stable
set search_path = ''
as $$
  select o.name
  from storage.objects o
  where o.bucket_id = 'banner-images'
    and o.created_at < now() - older_than
    and not exists (
      select 1 from public.banners b
      where right(b.image_url, char_length(o.name) + 15) = '/banner-images/' || o.name
    )
  order by o.created_at
  limit 1000
$$;

revoke execute on function public.unattached_banner_images(interval) from public, anon, authenticated;
grant execute on function public.unattached_banner_images(interval) to service_role;
