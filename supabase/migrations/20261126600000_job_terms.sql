-- Issue 36, jobs as the market posts them: employment form (the spec's job_type maps onto it),
-- assignment period, scope, on-call duty, pay with its unit, start date, last day to apply,
-- travel and housing, and the requirements as data (licence country, specialist level in the
-- job's specialty, languages with a CEFR level).
--
-- The lists are those of supabase/functions/_shared/search/job-terms.ts (tests/db/job-terms.test.ts
-- fails when they differ). The rules are one trigger rather than bare CHECK constraints so that a
-- refusal carries a Swedish reason the admin form shows as it is (SQLSTATE 23514, HTTP 400).

create function private.job_employment_forms() returns text[]
language sql immutable parallel safe set search_path = ''
as $$ select array['tillsvidare', 'vikariat', 'stafett', 'konsult'] $$;

create function private.job_on_call() returns text[]
language sql immutable parallel safe set search_path = ''
as $$ select array['none', 'included', 'paid-separately'] $$;

create function private.job_pay_units() returns text[]
language sql immutable parallel safe set search_path = ''
as $$ select array['hour', 'day', 'week', 'month'] $$;

create function private.job_specialist_levels() returns text[]
language sql immutable parallel safe set search_path = ''
as $$ select array['specialist', 'under-training'] $$;

create function private.job_languages() returns text[]
language sql immutable parallel safe set search_path = ''
as $$
  select array[
    'svenska', 'norska', 'danska', 'engelska', 'finska', 'isländska', 'tyska', 'franska',
    'spanska', 'polska', 'arabiska'
  ]
$$;

create function private.job_language_levels() returns text[]
language sql immutable parallel safe set search_path = ''
as $$ select array['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] $$;

alter table public.jobs
  add column employment_form text,
  add column period_start date,
  add column period_end date,
  add column scope_percent smallint,
  add column on_call text,
  add column pay_amount integer,
  add column pay_unit text,
  add column start_date date,
  add column apply_by date,
  add column travel_provided boolean not null default false,
  add column housing_provided boolean not null default false,
  add column licence_countries text[] not null default '{}',
  add column specialist_level text,
  add column languages jsonb not null default '[]';

comment on column public.jobs.employment_form is 'tillsvidare, vikariat, stafett or konsult; from job_type when not given.';
comment on column public.jobs.period_start is 'First day of the assignment; null with period_end: enligt överenskommelse.';
comment on column public.jobs.period_end is 'Last day of the assignment.';
comment on column public.jobs.scope_percent is 'Scope of work, 1–100 % of full time.';
comment on column public.jobs.on_call is 'Jour / beredskap: none, included or paid-separately; null not stated.';
comment on column public.jobs.pay_amount is 'Pay per pay_unit in salary_currency; salary_monthly mirrors it for the unit month.';
comment on column public.jobs.pay_unit is 'hour, day, week or month.';
comment on column public.jobs.start_date is 'Start of employment.';
comment on column public.jobs.apply_by is 'Last day to apply (Swedish time): the ad closes (expires_at) at its end.';
comment on column public.jobs.licence_countries is 'Licence to practise required in one of these countries.';
comment on column public.jobs.specialist_level is 'specialist or under-training, in the job''s specialty.';
comment on column public.jobs.languages is 'Required languages: [{"language": "svenska", "level": "C1"}].';

create or replace function private.check_job_terms() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  requirement jsonb;
  closes timestamptz;
begin
  -- The spec's job types stay the way most ads are written: they imply the form.
  if new.employment_form is null then
    new.employment_form := case new.job_type::text
      when 'Heltid' then 'tillsvidare' when 'Deltid' then 'tillsvidare'
      when 'Vikariat' then 'vikariat' when 'Konsult' then 'konsult' end;
  end if;
  if not (new.employment_form = any (private.job_employment_forms())) then
    raise exception 'Okänd anställningsform: %', new.employment_form using errcode = '23514';
  end if;
  if new.period_end < new.period_start then
    raise exception 'Uppdragsperiodens slut (%) ligger före dess start (%).', new.period_end, new.period_start
      using errcode = '23514';
  end if;
  if new.scope_percent not between 1 and 100 then
    raise exception 'Omfattningen måste vara mellan 1 och 100 %%, inte %.', new.scope_percent
      using errcode = '23514';
  end if;
  if not (new.on_call = any (private.job_on_call())) then
    raise exception 'Okänd jourform: %', new.on_call using errcode = '23514';
  end if;

  -- Pay: writers of the spec's monthly salary (salary_monthly alone) keep working; the amount with
  -- its unit is the truth, and salary_monthly mirrors it when the unit is a month.
  if (tg_op = 'INSERT' and new.pay_amount is null and new.salary_monthly is not null)
    or (tg_op = 'UPDATE' and new.salary_monthly is distinct from old.salary_monthly
        and new.pay_amount is not distinct from old.pay_amount
        and new.pay_unit is not distinct from old.pay_unit) then
    new.pay_amount := new.salary_monthly;
    new.pay_unit := 'month';
  end if;
  if new.pay_amount is not null and new.pay_unit is null then
    new.pay_unit := 'month';
  end if;
  if not (new.pay_unit = any (private.job_pay_units())) then
    raise exception 'Okänd löneenhet: % (välj timme, dag, vecka eller månad).', new.pay_unit
      using errcode = '23514';
  end if;
  if new.pay_amount not between 0 and 10000000 then
    raise exception 'Lönen måste vara mellan 0 och 10 000 000.' using errcode = '23514';
  end if;
  new.salary_monthly := case when new.pay_unit = 'month' then new.pay_amount end;

  if not (new.licence_countries <@ private.job_countries()) then
    raise exception 'Legitimation kan krävas i Sverige, Norge eller Danmark, inte %.',
      array_to_string(new.licence_countries, ', ') using errcode = '23514';
  end if;
  if not (new.specialist_level = any (private.job_specialist_levels())) then
    raise exception 'Okänd specialistnivå: %', new.specialist_level using errcode = '23514';
  end if;
  if jsonb_typeof(new.languages) <> 'array' or jsonb_array_length(new.languages) > 6 then
    raise exception 'Språkkraven ska vara en lista med högst sex språk.' using errcode = '23514';
  end if;
  for requirement in select value from jsonb_array_elements(new.languages) loop
    if not coalesce((requirement ->> 'language') = any (private.job_languages()), false) then
      raise exception 'Okänt språk i språkkraven: %', coalesce(requirement ->> 'language', 'inget')
        using errcode = '23514';
    end if;
    if not coalesce((requirement ->> 'level') = any (private.job_language_levels()), false) then
      raise exception 'Okänd språknivå: % (ange A1, A2, B1, B2, C1 eller C2).',
        coalesce(requirement ->> 'level', 'ingen') using errcode = '23514';
    end if;
  end loop;

  -- The last day to apply closes the ad at its end (Swedish time): the visibility rules, the
  -- application policy and the offline copy already follow expires_at. Runs after
  -- jobs_stamp_publication (triggers fire in name order), which has set the 30-day default.
  if new.apply_by is not null and new.status = 'published' then
    -- The day's last second, as the admin form's expiry date (so the page shows the same day).
    closes := ((new.apply_by + 1)::timestamp - interval '1 second') at time zone 'Europe/Stockholm';
    if closes <= new.published_at then
      raise exception 'Sista ansökningsdagen (%) har redan passerat vid publiceringen.', new.apply_by
        using errcode = '23514';
    end if;
    new.expires_at := least(new.expires_at, closes);
  end if;
  return new;
end;
$$;

create trigger jobs_terms before insert or update on public.jobs
  for each row execute function private.check_job_terms();

-- Existing ads: their form from the spec's type, their pay as a monthly amount.
update public.jobs set
  employment_form = case job_type::text
    when 'Heltid' then 'tillsvidare' when 'Deltid' then 'tillsvidare'
    when 'Vikariat' then 'vikariat' when 'Konsult' then 'konsult' end,
  pay_amount = salary_monthly,
  pay_unit = case when salary_monthly is not null then 'month' end;

-- Filters on the server (alerts) and the feeds read these with the public columns.
grant select (
  employment_form, period_start, period_end, scope_percent, on_call, pay_amount, pay_unit,
  start_date, apply_by, travel_provided, housing_provided, licence_countries, specialist_level,
  languages
) on public.jobs to anon, authenticated;
