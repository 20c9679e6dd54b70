-- Issue 36: an assignment may run in several periods (a locum ad often lists a few weeks here and
-- there). `periods` is the truth: a JSON array [{"start": "2027-01-11", "end": "2027-02-07"}, ...]
-- checked here (every period has a start, its end is not before it, they do not overlap, at most
-- twelve), kept in order of start. period_start and period_end become the span of them all (the
-- first start, the last end; null end: the last period runs on), so the sort by start, the feeds'
-- readers and anything that wrote the single period before keep working: a writer that sets only
-- period_start / period_end gets that one period. Own trigger, named to fire before jobs_terms
-- (triggers fire in name order), which goes on checking the span.

alter table public.jobs add column periods jsonb not null default '[]';
comment on column public.jobs.periods is
  'Assignment periods [{"start": "YYYY-MM-DD", "end": "YYYY-MM-DD" or null}] in order; empty: enligt överenskommelse. period_start/period_end hold their span.';
comment on column public.jobs.period_start is 'First day of the first period (set from periods).';
comment on column public.jobs.period_end is 'Last day of the last period, null when it runs on (set from periods).';

-- A day written as YYYY-MM-DD that is a real date, else null.
create function private.job_period_day(value jsonb) returns date
language plpgsql immutable set search_path = ''
as $$
begin
  if jsonb_typeof(value) <> 'string' or (value #>> '{}') !~ '^\d{4}-\d{2}-\d{2}$' then
    return null;
  end if;
  return (value #>> '{}')::date;
exception when invalid_datetime_format or datetime_field_overflow then
  return null;
end;
$$;

create function private.check_job_periods() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  period jsonb;
  starts date;
  ends date;
  previous_end date;
  previous_open boolean := false;
  ordered jsonb := '[]';
  position integer := 0;
begin
  -- Writers of the single period (older admin forms, scripts) set period_start / period_end.
  if (tg_op = 'INSERT' and new.periods = '[]'::jsonb and new.period_start is not null)
    or (tg_op = 'UPDATE' and new.periods is not distinct from old.periods
        and (new.period_start is distinct from old.period_start
             or new.period_end is distinct from old.period_end)) then
    if new.period_end < new.period_start then
      raise exception 'Period 1: slutet (%) ligger före starten (%).', new.period_end, new.period_start
        using errcode = '23514';
    end if;
    new.periods := case when new.period_start is null then '[]'::jsonb else
      jsonb_build_array(jsonb_build_object('start', new.period_start, 'end', new.period_end)) end;
  end if;

  if jsonb_typeof(new.periods) is distinct from 'array' or jsonb_array_length(new.periods) > 12 then
    raise exception 'Perioderna ska vara en lista med högst tolv perioder.' using errcode = '23514';
  end if;
  for period in select value from jsonb_array_elements(new.periods) loop
    position := position + 1;
    if jsonb_typeof(period) <> 'object' or exists (
      select 1 from jsonb_object_keys(period) as key where key not in ('start', 'end')
    ) then
      raise exception 'Period %: ange start och slut.', position using errcode = '23514';
    end if;
    starts := private.job_period_day(period -> 'start');
    if starts is null then
      raise exception 'Period %: ange ett giltigt startdatum (ÅÅÅÅ-MM-DD).', position
        using errcode = '23514';
    end if;
    ends := private.job_period_day(period -> 'end');
    if ends is null and coalesce(jsonb_typeof(period -> 'end'), 'null') <> 'null' then
      raise exception 'Period %: ange ett giltigt slutdatum (ÅÅÅÅ-MM-DD) eller inget.', position
        using errcode = '23514';
    end if;
    if ends < starts then
      raise exception 'Period %: slutet (%) ligger före starten (%).', position, ends, starts
        using errcode = '23514';
    end if;
  end loop;

  -- In order of start; each period ends before the next begins (only the last may run on).
  for starts, ends in
    select private.job_period_day(value -> 'start') as s, private.job_period_day(value -> 'end')
    from jsonb_array_elements(new.periods) order by s
  loop
    if previous_open or starts <= previous_end then
      raise exception 'Perioderna överlappar varandra (%).', starts using errcode = '23514';
    end if;
    ordered := ordered || jsonb_build_array(jsonb_build_object('start', starts, 'end', ends));
    previous_end := ends;
    previous_open := ends is null;
  end loop;
  new.periods := ordered;
  new.period_start := private.job_period_day(ordered -> 0 -> 'start');
  new.period_end := private.job_period_day(ordered -> -1 -> 'end');
  return new;
end;
$$;

create trigger jobs_periods before insert or update on public.jobs
  for each row execute function private.check_job_periods();

-- Existing ads: their one period becomes the list.
update public.jobs
set periods = jsonb_build_array(jsonb_build_object('start', period_start, 'end', period_end))
where period_start is not null;

grant select (periods) on public.jobs to anon, authenticated;
