-- Unique visitors across ads (issue 35). A visitor sets the same bit of the day's map on every ad
-- they see (the day's salt, not the ad, decides the bit), so the maps of several ads of one day
-- combine with bit_or into that day's visitors of all of them. Summing each ad's estimate instead
-- counted one visitor of three ads as three. Days still add up: the salt changes daily, so a
-- visitor of two days counts twice, by design.
--
-- ad_statistics_of() answers, besides its existing keys, the day's visitors of every ad in scope
-- (dailyVisitors: the page's totals) and of each employer's ads (employerVisitors: the back
-- office's per-employer table).
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
  ), seen as (
    select v.day, v.ad_id, a.employer_name, v.seen
    from public.ad_daily_visitors v
    join ads a on a.id = v.ad_id
    where v.day between from_day and to_day
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
      select jsonb_agg(jsonb_build_object('day', s.day, 'adId', s.ad_id,
        'visitors', private.estimated_visitors(s.seen)))
      from seen s), '[]'),
    'dailyVisitors', coalesce((
      select jsonb_agg(jsonb_build_object('day', d.day, 'visitors', d.visitors) order by d.day)
      from (
        select s.day, private.estimated_visitors(bit_or(s.seen)) as visitors
        from seen s group by s.day
      ) d), '[]'),
    'employerVisitors', coalesce((
      select jsonb_agg(jsonb_build_object('day', e.day, 'employer', e.employer_name,
        'visitors', e.visitors) order by e.day, e.employer_name)
      from (
        select s.day, s.employer_name, private.estimated_visitors(bit_or(s.seen)) as visitors
        from seen s group by s.day, s.employer_name
      ) e), '[]'),
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
