-- Issue 36: a saved search may hold the terms filters of /jobs too (uppdrag, jour, fran, till,
-- lonenhet: the unit of minlon) and the sort by earliest start. Restated whole (a check function has no parts to widen); the
-- lists are private.job_employment_forms() and private.job_on_call() of 20261126600000, the keys
-- those of supabase/functions/_shared/search/job-search.ts.
create or replace function private.is_job_alert_search(search jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(search) = 'object'
    and not exists (
      select 1 from jsonb_each(search) as entry(key, value)
      where not (
        case
          when entry.key = 'minlon' then
            jsonb_typeof(entry.value) = 'number'
            and (entry.value)::numeric between 1 and 10000000
            and (entry.value)::numeric = trunc((entry.value)::numeric)
          when jsonb_typeof(entry.value) <> 'string' then false
          when entry.key in ('q', 'plats', 'arbetsgivare') then
            char_length(entry.value #>> '{}') between 1 and 100
          when entry.key = 'specialitet' then
            (entry.value #>> '{}') = any (private.job_specialties())
          when entry.key = 'land' then
            (entry.value #>> '{}') = any (private.job_countries())
          when entry.key = 'region' then
            (entry.value #>> '{}') = any (
              private.job_regions('SE') || private.job_regions('NO') || private.job_regions('DK')
            )
          when entry.key = 'typ' then
            (entry.value #>> '{}') = any (enum_range(null::public.job_type)::text[])
          when entry.key = 'uppdrag' then
            (entry.value #>> '{}') = any (private.job_employment_forms())
          when entry.key = 'lonenhet' then
            (entry.value #>> '{}') = any (private.job_pay_units())
          when entry.key = 'jour' then
            (entry.value #>> '{}') = any (private.job_on_call())
          when entry.key in ('fran', 'till') then
            (entry.value #>> '{}') ~ '^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$'
          when entry.key = 'sortering' then
            (entry.value #>> '{}') in ('nyast', 'lon', 'sista-dag', 'start')
          else false
        end
      )
    )
$$;
