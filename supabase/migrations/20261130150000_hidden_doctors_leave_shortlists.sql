-- A doctor who turns "Synlig för rekryterare" off leaves every open shortlist at once, as the
-- profile's switch promises. A doctor who never turned it on and applied stays on the lists their
-- application put them on: only the act of hiding counts, so it is noted when it happens.
alter table public.professional_profiles add column hidden_from_recruiters_at timestamptz;
comment on column public.professional_profiles.hidden_from_recruiters_at is
  'When the doctor last turned Synlig för rekryterare off; null while visible or never shown.';

create function private.note_hidden_from_recruiters() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.hidden_from_recruiters_at := case
    when new.visible_to_recruiters then null
    when old.visible_to_recruiters then now()
    else old.hidden_from_recruiters_at
  end;
  return new;
end;
$$;
revoke all on function private.note_hidden_from_recruiters() from public;

create trigger professional_profiles_note_hidden
  before update of visible_to_recruiters on public.professional_profiles
  for each row execute function private.note_hidden_from_recruiters();

/** Whether `applicant` hid their profile from recruiters (and so left the shortlists). */
create function private.left_recruiters(applicant uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.professional_profiles p
    where p.user_id = applicant and p.hidden_from_recruiters_at is not null
  )
$$;
revoke all on function private.left_recruiters(uuid) from public;
grant execute on function private.left_recruiters(uuid) to service_role;

/** For the shortlist function (service role): the job and its candidates side by side. */
create or replace function public.shortlist_view(token text) returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  list public.shortlists := private.open_shortlist(token);
  state text := private.shortlist_state(list);
begin
  if state <> 'open' then
    return jsonb_build_object('state', state);
  end if;
  return jsonb_build_object(
    'state', 'open',
    'expiresAt', list.expires_at,
    'message', list.message,
    'job', (select jsonb_build_object('title', j.title, 'employerName', j.employer_name,
        'location', j.location) from public.jobs j where j.id = list.job_id),
    'candidates', coalesce((
      select jsonb_agg(jsonb_build_object(
          'applicationId', a.id,
          'name', a.applicant_name,
          'coverLetter', a.cover_letter,
          'profile', (select p.profile from public.professional_profiles p
            where p.user_id = a.applicant_id),
          'answer', c.answer,
          'comment', c.comment) order by c.position)
      from public.shortlist_candidates c
        join public.job_applications a on a.id = c.application_id
      where c.shortlist_id = list.id and a.status <> 'withdrawn'
        and not private.left_recruiters(a.applicant_id)), '[]'));
end;
$$;
revoke all on function public.shortlist_view(text) from public, anon, authenticated;
grant execute on function public.shortlist_view(text) to service_role;

/**
 * The employer's answer for one candidate (service role, for the shortlist function): stored,
 * the stage moved (Vill träffa → Intervju, Inte aktuell → Avböjd) while the candidate is still
 * where the shortlist put them, the history written and the provider e-mailed. Answers the
 * shortlist's state, or 'not-on-list' for a candidate not on it (or withdrawn, or hidden).
 */
create or replace function public.answer_shortlist(
  token text, application uuid, answer text, comment text default null
) returns text
language plpgsql set search_path = ''
as $$
declare
  list public.shortlists := private.open_shortlist(token);
  state text := private.shortlist_state(list);
  stage public.pipeline_stage;
  said text := nullif(btrim(comment), '');
begin
  if state <> 'open' then
    return state;
  end if;
  if answer not in ('meet', 'not-relevant') then
    raise exception 'Svara Vill träffa eller Inte aktuell.' using errcode = '23514';
  end if;
  update public.shortlist_candidates c
  set answer = answer_shortlist.answer, comment = said, answered_at = now()
  from public.job_applications a
  where c.shortlist_id = list.id and c.application_id = application
    and a.id = c.application_id and a.status <> 'withdrawn'
    and not private.left_recruiters(a.applicant_id);
  if not found then
    return 'not-on-list';
  end if;
  perform set_config('app.actor_name', 'Arbetsgivaren (kortlista)', true);
  select p.stage into stage from public.application_pipeline p
  where p.application_id = application for update;
  if stage in ('presented', 'interview', 'declined') then
    update public.application_pipeline
    set stage = case answer when 'meet' then 'interview' else 'declined' end::public.pipeline_stage
    where application_id = application;
  end if;
  perform private.record_activity(application, 'shortlist-answer', null, null,
    case answer when 'meet' then 'Vill träffa' else 'Inte aktuell' end
    || coalesce(': ' || said, ''));
  perform set_config('app.actor_name', '', true);
  insert into public.outgoing_emails (kind, shortlist_id, job_application_id)
  values ('shortlist-answer', list.id, application);
  return 'answered';
end;
$$;
revoke all on function public.answer_shortlist(text, uuid, text, text) from public, anon, authenticated;
grant execute on function public.answer_shortlist(text, uuid, text, text) to service_role;
