-- A banner's paid days run only while it is shown (issue 50). Each placement on /jobs shows its
-- newest published banners (Topp 1, Sidokolumn 3, Botten 1; banner-places.ts); an older one is
-- pushed off and waits for a place. Until now its 30 days ran out meanwhile.
--
-- The model: `shown_from` is when the banner has its place, in the past while it is shown and in
-- the future while it waits; its paid time left is `expires_at - greatest(shown_from, now())`.
-- After every change to banners, private.place_banners() plays each placement forward from now:
-- the newest take the places, and each waiting banner takes the first place to free up, then
-- runs its paid time left. So a waiting banner's expires_at is its real end, pushed on by the days
-- it waits; the next change (a banner published, taken down, moved, extended or deleted) plays it
-- again from then. Nothing needs a schedule: with no change, the prediction is what happens, and
-- visitors (expires_at > now()) and the job list (newest first) see exactly these banners.
-- A banner taken down (draft) keeps both columns; if it returns before its shown_from it has
-- lost nothing, later the time past its shown_from counts as used, as a draft's days always did.

alter table public.banners add column shown_from timestamptz;
comment on column public.banners.shown_from is
  'When the banner has (past) or gets (future: it waits for a place) its place on /jobs; its paid '
  'days run only from then. Set by private.place_banners() after every change, never by clients.';

grant select (shown_from) on public.banners to anon, authenticated;

/** The places of a placement on /jobs: BANNER_PLACES in banner-places.ts. */
create function private.banner_places(placement public.banner_position) returns integer
  language sql immutable set search_path = ''
as $$ select case placement when 'sidebar' then 3 else 1 end $$;

create function private.place_banners() returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  t timestamptz := now();
  placement public.banner_position;
  -- When each place of the placement is free next.
  free_at timestamptz[];
  place integer;
  starts timestamptz;
  banner record;
begin
  perform set_config('private.placing_banners', 'on', true);
  foreach placement in array enum_range(null::public.banner_position) loop
    free_at := array_fill(t, array[private.banner_places(placement)]);
    for banner in
      select b.id, b.published_at, b.expires_at, b.shown_from
      from public.banners b
      where b.status = 'published' and b.position = placement and b.expires_at > t
      order by b.published_at desc, b.id desc
      for update
    loop
      select i into place from generate_subscripts(free_at, 1) i order by free_at[i], i limit 1;
      starts := free_at[place];
      -- Its paid time left, then run from when its place frees up.
      free_at[place] := starts
        + (banner.expires_at - greatest(coalesce(banner.shown_from, banner.published_at), t));
      -- A shown banner keeps when it got its place; a waiting one gets its new start and end.
      if starts > t or banner.shown_from is null or banner.shown_from > t then
        update public.banners
        set shown_from = starts, expires_at = free_at[place]
        where id = banner.id
          and (shown_from is distinct from starts or expires_at is distinct from free_at[place]);
      end if;
    end loop;
  end loop;
  perform set_config('private.placing_banners', 'off', true);
end;
$$;

comment on function private.place_banners() is
  'Plays each placement forward from now: which published banners are shown, when each waiting one '
  'gets its place (shown_from) and its end (expires_at) pushed on by its wait. After every change.';

create function private.place_banners_after_change() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  -- Its own updates (and the row triggers they fire) come back here: placed once is enough.
  if current_setting('private.placing_banners', true) is distinct from 'on' then
    perform private.place_banners();
  end if;
  return null;
end;
$$;

-- shown_from is the server's: a client's value is ignored (as published_at's, 20261123000130).
create function private.ignore_client_shown_from() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.shown_from := case when tg_op = 'INSERT' then null else old.shown_from end;
  end if;
  return new;
end;
$$;

-- One writer of banners at a time, taken before the statement locks any row: two admins saving
-- at once would otherwise each hold their own row and wait for the other's in place_banners().
create function private.lock_banner_places() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('place_banners'));
  return null;
end;
$$;

revoke all on function private.place_banners(), private.place_banners_after_change(),
  private.ignore_client_shown_from(), private.lock_banner_places() from public;

create trigger banners_lock_places before insert or update or delete on public.banners
  for each statement execute function private.lock_banner_places();

create trigger banners_ignore_client_shown_from before insert or update on public.banners
  for each row execute function private.ignore_client_shown_from();
create trigger banners_place after insert or update or delete on public.banners
  for each statement execute function private.place_banners_after_change();

-- The banners running now: the waiting ones get their days back from today.
select private.place_banners();
