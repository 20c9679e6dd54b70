-- Banners are sold by the 30 days (19 900 SEK / 30 days) and now run like job ads (issue 35):
-- publishing stamps published_at and gives the banner 30 days unless an end was chosen;
-- re-publishing an ended banner starts a new period; visitors see only running banners. The jobs'
-- own trigger function does exactly this, so banners use it instead of their older one.

alter table public.banners add column expires_at timestamptz;
alter table public.banners add constraint banners_expires_after_published
  check (expires_at > published_at);
comment on column public.banners.expires_at is
  'End of the paid period: published_at + 30 days unless chosen; visitors see the banner until then.';

-- Banners running when the periods begin get a full period from today.
update public.banners set expires_at = greatest(published_at, now()) + interval '30 days'
where status = 'published';

drop trigger banners_stamp_publication on public.banners;
drop function private.stamp_banner_publication();
create trigger banners_stamp_publication before insert or update on public.banners
  for each row execute function private.stamp_job_publication();

drop policy "Visitors read published banners" on public.banners;
drop policy "Users read published banners; admins read all" on public.banners;
create policy "Visitors read running banners" on public.banners
  for select to anon
  using (status = 'published' and (expires_at is null or expires_at > now()));
create policy "Users read running banners; admins read all" on public.banners
  for select to authenticated
  using (
    (status = 'published' and (expires_at is null or expires_at > now()))
    or (select private.is_admin())
  );

grant select (expires_at) on public.banners to anon, authenticated;
