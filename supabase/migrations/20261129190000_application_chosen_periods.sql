-- Issue 50: a locum ad with several periods asks which of them the doctor can take. The choice is
-- stored with the application as the periods themselves ([{"start", "end"}], in the ad's order),
-- so it still reads right after the ad is edited. Checked here for every client: each chosen
-- period is one of the ad's, at least one when the ad has several; an ad with one period gets
-- that one, an ad without periods none.

alter table public.job_applications add column chosen_periods jsonb not null default '[]';
comment on column public.job_applications.chosen_periods is
  'The ad''s periods the applicant can take [{"start", "end"}], in the ad''s order (issue 50).';

grant insert (chosen_periods) on public.job_applications to authenticated;

create function private.check_application_periods() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  offered jsonb;
  chosen jsonb;
begin
  select j.periods into offered from public.jobs j where j.id = new.job_id;
  offered := coalesce(offered, '[]'::jsonb);
  if jsonb_typeof(new.chosen_periods) is distinct from 'array' then
    raise exception 'Välj perioderna som en lista.' using errcode = '23514',
      hint = 'job_applications.chosen_periods';
  end if;
  if exists (
    select 1 from jsonb_array_elements(new.chosen_periods) as choice
    where not exists (select 1 from jsonb_array_elements(offered) as period where period = choice)
  ) then
    raise exception 'En vald period finns inte i annonsen. Öppna annonsen igen och välj bland dess perioder.'
      using errcode = '23514', hint = 'job_applications.chosen_periods';
  end if;
  -- The ad's order, each period once.
  select coalesce(jsonb_agg(period order by ordinality), '[]'::jsonb) into chosen
  from jsonb_array_elements(offered) with ordinality as offer(period, ordinality)
  where exists (select 1 from jsonb_array_elements(new.chosen_periods) as choice where choice = period);
  if jsonb_array_length(offered) = 1 then
    chosen := offered;
  elsif jsonb_array_length(offered) > 1 and jsonb_array_length(chosen) = 0 then
    raise exception 'Välj minst en period som du kan ta.' using errcode = '23514',
      hint = 'job_applications.chosen_periods';
  end if;
  new.chosen_periods := chosen;
  return new;
end;
$$;

revoke all on function private.check_application_periods() from public;

-- After job_applications_fill_identity (triggers fire in name order); the ad must exist by then.
create trigger job_applications_periods before insert on public.job_applications
  for each row execute function private.check_application_periods();
