-- Issue 44: a last day to apply after the ad's expiry was silently overruled (the ad closed at
-- the earlier expiry, and the page named that day as the last to apply). The last day to apply
-- now sets the ad's end either way; the admin form shows the expiry following it.

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

  -- The last day to apply is the ad's end (Swedish time), earlier or later than the expiry it
  -- had: an admin who gives doctors until a day expects the ad to be up until then.
  -- The visibility rules, the application policy and the offline copy follow expires_at. Runs
  -- after jobs_stamp_publication (triggers fire in name order), which has set the 30-day default.
  -- Only when the last day is set or the ad is published: an end changed later on its own (an
  -- extension, an ad taken down at its source) stands.
  if new.apply_by is not null and new.status = 'published' and (tg_op = 'INSERT'
      or new.apply_by is distinct from old.apply_by or old.status is distinct from 'published') then
    -- The day's last second, as the admin form's expiry date (so the page shows the same day).
    closes := ((new.apply_by + 1)::timestamp - interval '1 second') at time zone 'Europe/Stockholm';
    if closes <= new.published_at then
      raise exception 'Sista ansökningsdagen (%) har redan passerat vid publiceringen.', new.apply_by
        using errcode = '23514';
    end if;
    new.expires_at := closes;
  end if;
  return new;
end;
$$;

comment on column public.jobs.apply_by is
  'Last day to apply (Swedish time): the ad closes (expires_at) at its end, whatever expiry it had.';

-- Published ads cut short by an earlier expiry run to their last day to apply (the trigger sets
-- it); those whose last day has passed stay closed.
update public.jobs set apply_by = apply_by
 where status = 'published' and apply_by is not null
   and expires_at < ((apply_by + 1)::timestamp - interval '1 second') at time zone 'Europe/Stockholm'
   and ((apply_by + 1)::timestamp - interval '1 second') at time zone 'Europe/Stockholm' > now();
