-- Issue 50: one classification of a job, as Platsbanken's. Anställningsform is employment_form
-- (tillsvidare, vikariat, stafett, konsult) and Omfattning is working_hours_type (heltid, deltid)
-- with scope_percent where given. The spec's job_type (Heltid, Deltid, Vikariat, Konsult) stays a
-- valid column for the spec's API, but is derived from the two, so it never contradicts them:
-- vikariat → Vikariat, stafett and konsult → Konsult, tillsvidare → Heltid or Deltid by Omfattning.
-- A writer of job_type alone (an insert without a form, an update changing only the type) states
-- the classification in the spec's words, and the form and Omfattning follow it.

create function private.job_working_hours() returns text[]
language sql immutable parallel safe set search_path = ''
as $$ select array['heltid', 'deltid'] $$;

alter table public.jobs add column working_hours_type text;
comment on column public.jobs.working_hours_type is
  'Omfattning: heltid or deltid (scope_percent 100 or below); null not stated.';
comment on column public.jobs.job_type is
  'The spec''s type, derived from employment_form and working_hours_type (private.job_type_of).';

create function private.job_type_of(form text, working_hours text) returns public.job_type
language sql immutable parallel safe set search_path = ''
as $$
  select case
    when form = 'vikariat' then 'Vikariat'
    when form in ('stafett', 'konsult') then 'Konsult'
    when form = 'tillsvidare' and working_hours = 'heltid' then 'Heltid'
    when form = 'tillsvidare' and working_hours = 'deltid' then 'Deltid'
  end::public.job_type
$$;

create function private.classify_job() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  from_type boolean := case tg_op
    when 'INSERT' then new.employment_form is null
    else new.job_type is distinct from old.job_type
      and new.employment_form is not distinct from old.employment_form
      and new.working_hours_type is not distinct from old.working_hours_type
  end;
begin
  if from_type and new.job_type is distinct from
      private.job_type_of(new.employment_form, new.working_hours_type) then
    new.employment_form := case new.job_type::text
      when 'Vikariat' then 'vikariat' when 'Konsult' then 'konsult'
      when 'Heltid' then 'tillsvidare' when 'Deltid' then 'tillsvidare' end;
    if new.job_type in ('Heltid', 'Deltid') then
      new.working_hours_type := lower(new.job_type::text);
      -- A percentage stored before the type changed is the older statement.
      if tg_op = 'UPDATE' and new.scope_percent is not distinct from old.scope_percent
          and (new.scope_percent = 100) <> (new.working_hours_type = 'heltid') then
        new.scope_percent := null;
      end if;
    end if;
  end if;

  if not (new.working_hours_type = any (private.job_working_hours())) then
    raise exception 'Okänd omfattning: % (välj heltid eller deltid).', new.working_hours_type
      using errcode = '23514';
  end if;
  -- Not stated: the percentage says it, else a type of Heltid or Deltid sent with a form.
  if new.working_hours_type is null then
    new.working_hours_type := case
      when new.scope_percent = 100 then 'heltid'
      when new.scope_percent < 100 then 'deltid'
      when new.job_type in ('Heltid', 'Deltid') then lower(new.job_type::text)
    end;
  end if;
  if new.working_hours_type = 'heltid' and new.scope_percent between 1 and 99 then
    raise exception 'Heltid är 100 %%: välj deltid för en omfattning på % %%.', new.scope_percent
      using errcode = '23514';
  end if;
  if new.working_hours_type = 'deltid' and new.scope_percent = 100 then
    raise exception 'Deltid är under 100 %%: välj heltid eller en lägre omfattning.'
      using errcode = '23514';
  end if;

  new.job_type := private.job_type_of(new.employment_form, new.working_hours_type);
  return new;
end;
$$;

-- Named to run first of the jobs' triggers (they fire in name order): jobs_terms checks the form.
create trigger jobs_classification before insert or update on public.jobs
  for each row execute function private.classify_job();

-- Existing ads: Omfattning from their percentage, else from the spec's type; the trigger then
-- derives the type (a locum ad typed "Vikariat" becomes "Konsult", as its form says).
update public.jobs set working_hours_type = case
  when scope_percent = 100 then 'heltid'
  when scope_percent < 100 then 'deltid'
  when job_type = 'Heltid' then 'heltid'
  when job_type = 'Deltid' then 'deltid'
end;

grant select (working_hours_type) on public.jobs to anon, authenticated;

-- A saved search may hold Omfattning (omfattning) too. Restated whole (a check function has no
-- parts to widen); the keys are those of supabase/functions/_shared/search/job-search.ts, and typ
-- stays valid: alerts saved with it are read as the form and Omfattning it maps onto.
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
          when entry.key = 'omfattning' then
            (entry.value #>> '{}') = any (private.job_working_hours())
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
