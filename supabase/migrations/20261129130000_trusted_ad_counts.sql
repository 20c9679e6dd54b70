-- Figures an employer can trust (issues 44.4 and 46.1). Until now every event of every batch was
-- added to the counters, so one anonymous batch could add 50 page views to any ad, a rotated user
-- agent made a new "visitor", events six days old changed reports already sent, and a draft's id
-- was counted while an unknown one was refused. Now:
--
-- * A visitor is their address (an IPv6 address by its /64 network), with no user agent: the
--   function passes that group, hashed here with the day's salt as before and never stored.
-- * One event of a kind per visitor, ad and day counts. To know whether it has, a batch keeps a
--   key per (visitor, ad, event, day) derived from that hash: a hash of a hash, different for
--   every ad and event, that means nothing without the salt and is deleted with it.
-- * A job opened from a list (a page view from /jobs, the home page or an employer page) proves
--   its card was shown there, and a banner clicked that it was seen: such an event also counts
--   the impression (once, like any event), so clicks from lists never outnumber list impressions
--   and banner clicks never outnumber banner impressions, whatever a batch says.
-- * Only today's and yesterday's events (Europe/Stockholm) count, so last month's report cannot
--   change; only ads the public could see when the event happened count, and any other id is
--   refused like an unknown one (a draft cannot be told from a made-up id).
-- * One address adds at most daily_cap events a day; a batch that would pass it is refused.
-- * A batch is refused whole: nothing of it counts, not even towards the address's cap.

drop function public.record_ad_events(uuid, jsonb, text, uuid);
drop function private.record_ad_events(uuid, jsonb, text, uuid);

-- The keys of the events counted under today's salt. Keys of yesterday's events made under
-- yesterday's salt cannot match today's and go with that salt.
create table private.counted_ad_events (
  key bytea primary key check (octet_length(key) = 16),
  made_on date not null
);
create index counted_ad_events_made_on_idx on private.counted_ad_events (made_on);
comment on table private.counted_ad_events is
  'One salted key per (visitor, ad, event, day) counted today; deleted with the salt.';

-- Events taken from each address today, under a key derived from the day's salted hash.
create table private.ad_event_allowances (
  key bytea primary key check (octet_length(key) = 16),
  made_on date not null,
  events integer not null check (events > 0)
);
create index ad_event_allowances_made_on_idx on private.ad_event_allowances (made_on);
comment on table private.ad_event_allowances is
  'Events taken today per address (salted key, deleted with the salt), for the daily cap.';

create or replace function private.rotate_visitor_salt() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := private.stockholm_today();
begin
  insert into private.visitor_salts (day, salt)
  values (today, uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()))
  on conflict (day) do nothing;
  delete from private.visitor_salts where day < today;
  delete from private.counted_ad_events where made_on < today;
  delete from private.ad_event_allowances where made_on < today;
  delete from private.ad_event_batches where received_on < today - 8;
end;
$$;

-- One batch: events [{event, id, source, at}] already checked by the function's schema (names,
-- sources, sizes). Answers 'counted', 'duplicate' (the key was seen) or 'admin' (an admin's own
-- visits are not counted); raises, counting nothing, for an event before yesterday (22008), an
-- id of no ad the public could see (P0002) or an address past its cap (54000).
create function private.record_ad_events(
  batch_key uuid,
  events jsonb,
  visitor text,
  caller uuid default null,
  daily_cap integer default 1000
) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := private.stockholm_today();
  unknown_id uuid;
  visitor_bit integer;
  hash bytea;
  taken integer;
begin
  if caller is not null
    and exists (select 1 from public.user_roles r where r.user_id = caller and r.role = 'admin') then
    return 'admin';
  end if;
  -- Nothing to count (the function's schema refuses an empty batch before it gets here).
  if jsonb_array_length(events) = 0 then
    return 'counted';
  end if;

  if exists (
    select 1 from jsonb_to_recordset(events) as e(at timestamptz)
    where (e.at at time zone 'Europe/Stockholm')::date < today - 1
  ) then
    raise exception 'event before yesterday' using errcode = '22008';
  end if;

  select e.id into unknown_id
  from jsonb_to_recordset(events) as e(event public.ad_event, id uuid, at timestamptz)
  where case when e.event::text like 'banner\_%'
    then not exists (select 1 from public.banners b where b.id = e.id and b.status = 'published'
      and (b.expires_at is null or b.expires_at > e.at))
    else not exists (select 1 from public.jobs j where j.id = e.id and j.status = 'published'
      and (j.expires_at is null or j.expires_at > e.at)) end
  limit 1;
  if found then
    raise exception 'unknown ad %', unknown_id using errcode = 'P0002';
  end if;

  insert into private.ad_event_batches (key, received_on) values (batch_key, today)
  on conflict (key) do nothing;
  if not found then
    return 'duplicate';
  end if;

  if not exists (select 1 from private.visitor_salts s where s.day = today) then
    perform private.rotate_visitor_salt();
  end if;
  select sha256(s.salt || convert_to(visitor, 'UTF8')) into hash
  from private.visitor_salts s where s.day = today;
  visitor_bit := ((get_byte(hash, 0) << 8) | get_byte(hash, 1)) & 4095;

  insert into private.ad_event_allowances as a (key, made_on, events)
  values (substring(sha256(hash || convert_to('allowance', 'UTF8')) for 16), today, jsonb_array_length(events))
  on conflict (key) do update set events = a.events + excluded.events
  returning a.events into taken;
  if taken > daily_cap then
    raise exception 'address past its daily cap of % events', daily_cap using errcode = '54000';
  end if;

  -- Events count on the day they happened (a view made offline yesterday counts for yesterday);
  -- the visitor's bit is the one of today's salt, whatever the day.
  with sent as (
    select (e.at at time zone 'Europe/Stockholm')::date as day, e.event, e.id, e.source, e.at
    from jsonb_to_recordset(events) as e(event public.ad_event, id uuid, source public.visit_source, at timestamptz)
  ), batch as (
    select s.day, s.event, s.id, s.source, s.at from sent s
    union all
    select s.day, 'job_impression'::public.ad_event, s.id, s.source, s.at from sent s
    where s.event = 'job_view' and s.source in ('search', 'home', 'employer')
    union all
    select s.day, 'banner_impression'::public.ad_event, s.id, s.source, s.at from sent s
    where s.event = 'banner_click'
  ), firsts as (
    select distinct on (b.day, b.id, b.event) b.day, b.event, b.id, b.source,
      b.event::text like 'banner\_%' as of_banner,
      substring(sha256(hash || uuid_send(b.id) || convert_to(b.event::text || b.day::text, 'UTF8'))
        for 16) as key
    from batch b
    order by b.day, b.id, b.event, b.at
  ), fresh as (
    insert into private.counted_ad_events (key, made_on)
    select f.key, today from firsts f
    order by f.key
    on conflict (key) do nothing
    returning key
  ), counted as (
    select f.* from firsts f join fresh using (key)
  ), added as (
    insert into public.ad_daily_counts as c (day, job_id, banner_id, event, source, count)
    select b.day, case when b.of_banner then null else b.id end, case when b.of_banner then b.id end,
      b.event, b.source, count(*)
    from counted b
    group by b.day, b.id, b.of_banner, b.event, b.source
    -- Rows in key order, so two batches upserting the same counters lock them in the same order
    -- and never deadlock.
    order by b.day, b.id, b.event, b.source
    on conflict (day, ad_id, event, source) do update set count = c.count + excluded.count
  )
  insert into public.ad_daily_visitors as v (day, job_id, banner_id, seen)
  select distinct b.day, case when b.of_banner then null else b.id end, case when b.of_banner then b.id end,
    set_bit(repeat('0', 4096)::bit(4096), visitor_bit, 1)
  from counted b
  where b.event in ('job_view', 'banner_impression')
  order by 1, 2, 3
  on conflict (day, ad_id) do update set seen = v.seen | excluded.seen;

  return 'counted';
end;
$$;
comment on function private.record_ad_events(uuid, jsonb, text, uuid, integer) is
  'count-ad-events only (service role): counts one checked batch once, one event of a kind per visitor, ad and day; the visitor text (the address or its IPv6 /64) is hashed with today''s salt and not kept.';

create function public.record_ad_events(
  batch_key uuid,
  events jsonb,
  visitor text,
  caller uuid default null,
  daily_cap integer default 1000
) returns text
language sql
set search_path = ''
as $$ select private.record_ad_events(batch_key, events, visitor, caller, daily_cap) $$;
comment on function public.record_ad_events(uuid, jsonb, text, uuid, integer) is
  'count-ad-events only (service role): counts one checked batch once, one event of a kind per visitor, ad and day; the visitor text (the address or its IPv6 /64) is hashed with today''s salt and not kept.';

revoke all on function private.record_ad_events(uuid, jsonb, text, uuid, integer),
  public.record_ad_events(uuid, jsonb, text, uuid, integer) from public, anon, authenticated;
grant execute on function private.record_ad_events(uuid, jsonb, text, uuid, integer),
  public.record_ad_events(uuid, jsonb, text, uuid, integer) to service_role;
