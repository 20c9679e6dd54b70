-- What employers pay for, counted without tracking anyone (issue 35).
--
-- The page sends batches of events (a job card shown in a list, a job page viewed, "Ansök nu"
-- opened, a job shared or saved; a banner on screen, a banner clicked) to the count-ad-events
-- function, which hands each batch to record_ad_events(). No event is stored: a batch only adds
-- to daily counters per (day, ad, event, source). Unique visitors follow Plausible's model: the
-- function passes the caller's address and user agent, which are hashed here with a salt of the
-- day and never stored; the hash only sets one bit of a 4,096-bit map per (day, ad), whose count
-- of set bits gives the day's visitors (linear counting; exact in practice up to a few hundred a
-- day, within a few per cent up to thousands). The salt is deleted when the next day's is made,
-- so nobody, the provider included, can link a bit to a visitor afterwards, and no table holds an
-- address, a hash or any id of a visitor.

create type public.ad_event as enum (
  'job_impression', 'job_view', 'job_apply_open', 'job_share', 'job_save',
  'banner_impression', 'banner_click'
);
comment on type public.ad_event is
  'What a visitor did with an ad: job_* events name a job, banner_* events a banner.';

create type public.visit_source as enum ('direct', 'search', 'home', 'employer', 'alert', 'shared');
comment on type public.visit_source is
  'Where the visit came from: a link with no tag, /jobs, the home page, an employer page, an alert e-mail, a shared link.';

create table public.ad_daily_counts (
  day date not null,
  job_id uuid references public.jobs (id) on delete cascade,
  banner_id uuid references public.banners (id) on delete cascade,
  ad_id uuid generated always as (coalesce(job_id, banner_id)) stored,
  event public.ad_event not null,
  source public.visit_source not null,
  count integer not null check (count > 0),
  primary key (day, ad_id, event, source),
  constraint ad_daily_counts_one_ad check ((job_id is null) <> (banner_id is null)),
  constraint ad_daily_counts_event_of_ad check ((banner_id is not null) = (event::text like 'banner\_%'))
);
comment on table public.ad_daily_counts is
  'Events per day (Europe/Stockholm), ad, event and source. Written only by record_ad_events().';
create index ad_daily_counts_job_idx on public.ad_daily_counts (job_id) where job_id is not null;
create index ad_daily_counts_banner_idx on public.ad_daily_counts (banner_id) where banner_id is not null;

create table public.ad_daily_visitors (
  day date not null,
  job_id uuid references public.jobs (id) on delete cascade,
  banner_id uuid references public.banners (id) on delete cascade,
  ad_id uuid generated always as (coalesce(job_id, banner_id)) stored,
  seen bit(4096) not null,
  primary key (day, ad_id),
  constraint ad_daily_visitors_one_ad check ((job_id is null) <> (banner_id is null))
);
comment on table public.ad_daily_visitors is
  'Per day and ad, the bits set by that day''s salted visitor hashes (job page views, banner impressions). No visitor can be read back from it.';
create index ad_daily_visitors_job_idx on public.ad_daily_visitors (job_id) where job_id is not null;
create index ad_daily_visitors_banner_idx on public.ad_daily_visitors (banner_id) where banner_id is not null;

-- The salt of the current day only: record_ad_events() makes a new one on the first batch of a day
-- and deletes every older one in the same transaction; rotate_visitor_salt() (pg_cron at midnight)
-- does the same on a day without visitors.
create table private.visitor_salts (
  day date primary key,
  salt bytea not null check (octet_length(salt) = 32)
);

-- Batch keys seen in the last 8 days (the page keeps an unsent batch for at most 7): a batch sent
-- again, because its answer was lost, counts once.
create table private.ad_event_batches (
  key uuid primary key,
  received_on date not null
);
create index ad_event_batches_received_idx on private.ad_event_batches (received_on);

create or replace function private.stockholm_today() returns date
language sql
stable
set search_path = ''
as $$ select (now() at time zone 'Europe/Stockholm')::date $$;

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
  delete from private.ad_event_batches where received_on < today - 8;
end;
$$;
comment on function private.rotate_visitor_salt() is
  'Makes today''s visitor salt and deletes older ones and old batch keys (pg_cron, daily at 00:05 Europe/Stockholm).';

-- One batch: events [{event, id, source, at}] already checked by the function's schema (names,
-- sources, sizes, times); this checks the ids and counts the batch once. Answers 'counted',
-- 'duplicate' (the key was seen) or 'admin' (an admin's own visits are not counted).
create or replace function private.record_ad_events(
  batch_key uuid,
  events jsonb,
  visitor text,
  caller uuid default null
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
begin
  if caller is not null
    and exists (select 1 from public.user_roles r where r.user_id = caller and r.role = 'admin') then
    return 'admin';
  end if;

  select e.id into unknown_id
  from jsonb_to_recordset(events) as e(event public.ad_event, id uuid)
  where case when e.event::text like 'banner\_%'
    then not exists (select 1 from public.banners b where b.id = e.id)
    else not exists (select 1 from public.jobs j where j.id = e.id) end
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

  -- Events count on the day they happened (a view made offline yesterday counts for yesterday);
  -- the visitor's bit is the one of today's salt, whatever the day.
  with batch as (
    select (e.at at time zone 'Europe/Stockholm')::date as day, e.event, e.id, e.source,
      e.event::text like 'banner\_%' as of_banner
    from jsonb_to_recordset(events) as e(event public.ad_event, id uuid, source public.visit_source, at timestamptz)
  ), counted as (
    insert into public.ad_daily_counts as c (day, job_id, banner_id, event, source, count)
    select b.day, case when b.of_banner then null else b.id end, case when b.of_banner then b.id end,
      b.event, b.source, count(*)
    from batch b
    group by b.day, b.id, b.of_banner, b.event, b.source
    -- Rows in key order, so two batches upserting the same counters lock them in the same order
    -- and never deadlock.
    order by b.day, b.id, b.event, b.source
    on conflict (day, ad_id, event, source) do update set count = c.count + excluded.count
  )
  insert into public.ad_daily_visitors as v (day, job_id, banner_id, seen)
  select distinct b.day, case when b.of_banner then null else b.id end, case when b.of_banner then b.id end,
    set_bit(repeat('0', 4096)::bit(4096), visitor_bit, 1)
  from batch b
  where b.event in ('job_view', 'banner_impression')
  order by 1, 2, 3
  on conflict (day, ad_id) do update set seen = v.seen | excluded.seen;

  return 'counted';
end;
$$;
comment on function private.record_ad_events(uuid, jsonb, text, uuid) is
  'count-ad-events only (service role): counts one checked batch once; the visitor text (address and user agent) is hashed with today''s salt and not kept.';

-- Visitors of a day from its bit map: linear counting, n = -m ln(zeros / m).
create or replace function private.estimated_visitors(seen bit) returns integer
language sql
immutable
set search_path = ''
as $$
  select case when bit_count(seen) = length(seen) then length(seen)
    else round(-length(seen) * ln((length(seen) - bit_count(seen))::numeric / length(seen)))::integer end
$$;

-- Everything a statistics page draws, for the published ads of one employer (or of all), from one
-- day to another: the ads, the counters, the visitors and the applications per day.
create or replace function private.ad_statistics_of(employer text, from_day date, to_day date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with ads as (
    select j.id, 'job' as kind, j.title, j.employer_name, j.status, j.published_at, j.expires_at
    from public.jobs j
    where j.published_at is not null and (employer is null or j.employer_name = employer)
    union all
    select b.id, 'banner', b.title, b.employer_name, b.status, b.published_at, b.expires_at
    from public.banners b
    where b.published_at is not null and (employer is null or b.employer_name = employer)
  )
  select jsonb_build_object(
    'from', from_day,
    'to', to_day,
    'ads', coalesce((select jsonb_agg(to_jsonb(a) order by a.published_at desc) from ads a), '[]'),
    'counts', coalesce((
      select jsonb_agg(jsonb_build_object('day', c.day, 'adId', c.ad_id, 'event', c.event,
        'source', c.source, 'count', c.count))
      from public.ad_daily_counts c
      where c.ad_id in (select id from ads) and c.day between from_day and to_day), '[]'),
    'visitors', coalesce((
      select jsonb_agg(jsonb_build_object('day', v.day, 'adId', v.ad_id,
        'visitors', private.estimated_visitors(v.seen)))
      from public.ad_daily_visitors v
      where v.ad_id in (select id from ads) and v.day between from_day and to_day), '[]'),
    'applications', coalesce((
      select jsonb_agg(jsonb_build_object('day', x.day, 'adId', x.job_id, 'count', x.n))
      from (
        select (a.created_at at time zone 'Europe/Stockholm')::date as day, a.job_id, count(*) as n
        from public.job_applications a
        where a.job_id in (select id from ads)
          and (a.created_at at time zone 'Europe/Stockholm')::date between from_day and to_day
        group by 1, 2
      ) x), '[]')
  )
$$;

create or replace function private.ad_statistics(from_day date, to_day date, employer text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'only admins read ad statistics' using errcode = '42501';
  end if;
  if from_day is null or to_day is null or from_day > to_day or to_day - from_day > 366 then
    raise exception 'choose a period of at most a year' using errcode = '22023';
  end if;
  return private.ad_statistics_of(employer, from_day, to_day);
end;
$$;

-- The exposed names run as the caller; the security-definer parts above live in private.
create or replace function public.rotate_visitor_salt() returns void
language sql
set search_path = ''
as $$ select private.rotate_visitor_salt() $$;
comment on function public.rotate_visitor_salt() is
  'Makes today''s visitor salt and deletes older ones and old batch keys (pg_cron, daily at 00:05 Europe/Stockholm).';

create or replace function public.record_ad_events(
  batch_key uuid,
  events jsonb,
  visitor text,
  caller uuid default null
) returns text
language sql
set search_path = ''
as $$ select private.record_ad_events(batch_key, events, visitor, caller) $$;
comment on function public.record_ad_events(uuid, jsonb, text, uuid) is
  'count-ad-events only (service role): counts one checked batch once; the visitor text (address and user agent) is hashed with today''s salt and not kept.';

create or replace function public.ad_statistics(from_day date, to_day date, employer text default null)
returns jsonb
language sql
stable
set search_path = ''
as $$ select private.ad_statistics(from_day, to_day, employer) $$;
comment on function public.ad_statistics(date, date, text) is
  'Admins: the statistics of every published ad (or one employer''s) in a period.';

-- The admin lists' 30-day columns: the last 30 days' events of the ads on screen (security
-- invoker: row-level security gives everyone but admins no rows).
create or replace function public.ad_recent_totals(ad_ids uuid[])
returns table (ad_id uuid, event public.ad_event, total integer)
language sql
stable
set search_path = ''
as $$
  select c.ad_id, c.event, sum(c.count)::integer
  from public.ad_daily_counts c
  where c.ad_id = any (ad_ids) and c.day > private.stockholm_today() - 30
  group by c.ad_id, c.event
$$;
comment on function public.ad_recent_totals(uuid[]) is
  'Admins: the given ads'' events of the last 30 days (no rows for anyone else).';

-- Only admins read the counters; only record_ad_events() writes them.
alter table public.ad_daily_counts enable row level security;
alter table public.ad_daily_visitors enable row level security;
revoke all on public.ad_daily_counts, public.ad_daily_visitors from anon, authenticated, service_role;
grant select on public.ad_daily_counts, public.ad_daily_visitors to authenticated;
create policy "Admins read ad counts" on public.ad_daily_counts
  for select to authenticated using ((select private.is_admin()));
create policy "Admins read ad visitors" on public.ad_daily_visitors
  for select to authenticated using ((select private.is_admin()));

revoke all on function private.rotate_visitor_salt(), public.rotate_visitor_salt() from public, anon, authenticated;
grant execute on function private.rotate_visitor_salt(), public.rotate_visitor_salt() to service_role;
revoke all on function private.record_ad_events(uuid, jsonb, text, uuid),
  public.record_ad_events(uuid, jsonb, text, uuid) from public, anon, authenticated;
grant execute on function private.record_ad_events(uuid, jsonb, text, uuid),
  public.record_ad_events(uuid, jsonb, text, uuid) to service_role;
revoke all on function private.ad_statistics(date, date, text), public.ad_statistics(date, date, text) from public, anon;
grant execute on function private.ad_statistics(date, date, text), public.ad_statistics(date, date, text) to authenticated;
revoke all on function private.ad_statistics_of(text, date, date) from public;
revoke all on function private.estimated_visitors(bit) from public;
revoke all on function private.stockholm_today() from public;
grant execute on function private.stockholm_today() to authenticated, service_role;
revoke all on function public.ad_recent_totals(uuid[]) from public, anon;
grant execute on function public.ad_recent_totals(uuid[]) to authenticated;
