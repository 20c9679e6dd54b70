-- Push for recruiter invitations and interviews (issue 49's last kinds, now that issue 48 made
-- them): each its own toggle in push_settings, queued by trigger through private.queue_push, so
-- the quiet hours hold them as they hold the others. An interview's pushes share the tag
-- "intervju-<id>": the device shows the latest in place of the earlier one, and a cancellation
-- finds the reminder by it.

alter table public.push_settings
  add column invitations boolean not null default false,
  add column interviews boolean not null default false;
grant insert (invitations, interviews), update (invitations, interviews)
  on public.push_settings to authenticated;

-- Widened from the check as it stands, so kinds added by other migrations stay allowed.
do $$
declare
  kinds text;
begin
  select substring(pg_get_constraintdef(oid) from 7) into kinds
    from pg_constraint
    where conrelid = 'public.outgoing_pushes'::regclass and conname = 'outgoing_pushes_kind_check';
  execute format(
    'alter table public.outgoing_pushes
       drop constraint outgoing_pushes_kind_check,
       add constraint outgoing_pushes_kind_check check (%s or kind in (%L, %L))',
    kinds, 'invitation', 'interview');
end;
$$;

-- A recruiter's invitation, to a doctor who asked for it.
create or replace function private.queue_invitation_push() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.push_settings s where s.user_id = new.candidate_id and s.invitations
  ) then
    return new;
  end if;
  perform private.queue_push(
    new.candidate_id,
    'invitation',
    jsonb_build_object(
      'title', 'Ny inbjudan från rekryterare',
      'body', j.title || ' – ' || j.employer_name || ': Vi tror att den här tjänsten passar dig',
      'url', '/applications',
      'tag', 'inbjudan-' || new.id
    ),
    null,
    now()
  )
  from public.jobs j
  where j.id = new.job_id;
  return new;
end;
$$;
revoke all on function private.queue_invitation_push() from public;

create trigger job_invitations_queue_push after insert on public.job_invitations
  for each row execute function private.queue_invitation_push();

-- An interview's news, to its doctor if they asked for it: times proposed; once booked, a
-- reminder the day before (none when that has passed); a booked one cancelled, its reminder
-- dropped and the doctor told. A proposal withdrawn is dropped silently, as its e-mail is.
create or replace function private.queue_interview_push() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  application public.job_applications;
  tag text := 'intervju-' || new.id;
  reminder_at timestamptz := new.starts_at - interval '1 day';
begin
  select * into application from public.job_applications a where a.id = new.application_id;
  if new.status = 'cancelled' then
    delete from public.outgoing_pushes p
      where p.user_id = application.applicant_id and p.kind = 'interview'
        and p.payload ->> 'tag' = tag and p.status = 'pending' and p.attempts = 0;
  end if;
  if not exists (
    select 1 from public.push_settings s
    where s.user_id = application.applicant_id and s.interviews
  ) then
    return new;
  end if;
  if new.status = 'proposed' then
    perform private.queue_push(application.applicant_id, 'interview', jsonb_build_object(
      'title', 'Förslag på intervjutider',
      'body', application.job_title || ' – ' || application.employer_name,
      'url', '/applications',
      'tag', tag
    ), application.id, now());
  elsif new.status = 'booked' and reminder_at > now() then
    perform private.queue_push(application.applicant_id, 'interview', jsonb_build_object(
      'title', 'Påminnelse om intervju',
      'body', 'Intervju i morgon kl. '
        || to_char(new.starts_at at time zone 'Europe/Stockholm', 'HH24:MI') || ': '
        || application.job_title,
      'url', '/applications',
      'tag', tag
    ), application.id, reminder_at);
  elsif new.status = 'cancelled' and old.status = 'booked' then
    perform private.queue_push(application.applicant_id, 'interview', jsonb_build_object(
      'title', 'Intervjun är inställd',
      'body', application.job_title || ' – ' || application.employer_name,
      'url', '/applications',
      'tag', tag
    ), application.id, now());
  end if;
  return new;
end;
$$;
revoke all on function private.queue_interview_push() from public;

create trigger interviews_queue_push after insert on public.interviews
  for each row execute function private.queue_interview_push();
create trigger interviews_queue_status_push after update of status on public.interviews
  for each row when (old.status is distinct from new.status)
  execute function private.queue_interview_push();
