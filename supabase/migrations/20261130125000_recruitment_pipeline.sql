-- The recruiter's pipeline (issue 48): each application moves through stages Inkommen → Granskad →
-- Presenterad → Intervju → Erbjudande → Anställd, or ends Avböjd / Återkallad. The stage is the
-- recruiter's and lives in its own admin-only table, with internal notes and an activity history
-- (who did what, when). The doctor keeps seeing only job_applications.status, the spec's statuses:
-- a move sets the status the stage maps to (private.doctor_status), and the status trigger e-mails
-- the doctor as before (held 15 s, none when it returns to what they were last told). A status set
-- the old way (an admin's status menu, the doctor's withdrawal) moves the stage to that status's
-- own stage unless the stage already maps to it.

create type public.pipeline_stage as enum (
  'received', 'reviewed', 'presented', 'interview', 'offer', 'hired', 'declined', 'withdrawn'
);

/** The status the doctor is shown for a stage. */
create function private.doctor_status(stage public.pipeline_stage)
returns public.application_status
language sql immutable set search_path = ''
as $$
  select case stage
    when 'received' then 'pending'
    when 'reviewed' then 'reviewed'
    when 'presented' then 'reviewed'
    when 'interview' then 'reviewed'
    when 'offer' then 'accepted'
    when 'hired' then 'accepted'
    when 'declined' then 'rejected'
    when 'withdrawn' then 'withdrawn'
  end::public.application_status
$$;

/** The stage a status set the old way stands for. */
create function private.stage_of_status(status public.application_status)
returns public.pipeline_stage
language sql immutable set search_path = ''
as $$
  select case status
    when 'pending' then 'received'
    when 'reviewed' then 'reviewed'
    when 'accepted' then 'offer'
    when 'rejected' then 'declined'
    when 'withdrawn' then 'withdrawn'
  end::public.pipeline_stage
$$;

create table public.application_pipeline (
  application_id uuid primary key references public.job_applications (id) on delete cascade,
  stage public.pipeline_stage not null default 'received',
  moved_at timestamptz not null default now(),
  -- The admin who moved it last; null: the doctor, the employer's shortlist answer or the system.
  moved_by uuid references auth.users (id) on delete set null
);
comment on table public.application_pipeline is
  'The recruiter''s stage of each application (admins only); job_applications.status follows it.';
create index application_pipeline_stage_idx on public.application_pipeline (stage);

create table public.application_notes (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.job_applications (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  body text not null check (btrim(body) <> '' and char_length(body) <= 4000),
  created_at timestamptz not null default now()
);
comment on table public.application_notes is 'Internal notes on an application (admins only).';
create index application_notes_application_idx on public.application_notes (application_id, created_at);

create table public.application_activity (
  id bigint generated always as identity primary key,
  application_id uuid not null references public.job_applications (id) on delete cascade,
  actor_id uuid references auth.users (id) on delete set null,
  -- Who, as it read when it happened (the admin's or doctor's name, or "Arbetsgivaren").
  actor_name text not null check (char_length(actor_name) <= 200),
  kind text not null check (kind in (
    'stage', 'note', 'shortlist-sent', 'shortlist-answer',
    'interview-proposed', 'interview-booked', 'interview-cancelled')),
  from_stage public.pipeline_stage,
  to_stage public.pipeline_stage,
  detail text check (char_length(detail) <= 4000),
  created_at timestamptz not null default now()
);
comment on table public.application_activity is
  'What happened to an application, by whom and when (admins read; written by triggers only).';
create index application_activity_application_idx on public.application_activity (application_id, id);

/**
 * Who is acting: an employer's shortlist answer names itself (app.actor_name, set by the
 * service-role function answering it), else the signed-in user's name, else their e-mail.
 */
create function private.actor_name() returns text
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('app.actor_name', true), ''),
    (select nullif(btrim(p.full_name), '') from public.job_seeker_profiles p
      where p.user_id = auth.uid()),
    (select u.email from auth.users u where u.id = auth.uid()),
    'Systemet')
$$;
revoke all on function private.actor_name() from public;

create function private.record_activity(
  application uuid, kind text, from_stage public.pipeline_stage default null,
  to_stage public.pipeline_stage default null, detail text default null
) returns void
language sql security definer set search_path = ''
as $$
  insert into public.application_activity
    (application_id, actor_id, actor_name, kind, from_stage, to_stage, detail)
  values (application, auth.uid(), private.actor_name(), kind, from_stage, to_stage, detail)
$$;
revoke all on function private.record_activity(uuid, text, public.pipeline_stage, public.pipeline_stage, text) from public;
-- The shortlist's answer (public.answer_shortlist) runs as the service role.
grant execute on function private.record_activity(uuid, text, public.pipeline_stage, public.pipeline_stage, text) to service_role;

-- Every application gets its stage when it is stored; existing ones the stage of their status.
insert into public.application_pipeline (application_id, stage, moved_at)
select id, private.stage_of_status(status), updated_at from public.job_applications;

create function private.start_pipeline() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.application_pipeline (application_id) values (new.id)
  on conflict (application_id) do nothing;
  return new;
end;
$$;
revoke all on function private.start_pipeline() from public;
create trigger job_applications_start_pipeline after insert on public.job_applications
  for each row execute function private.start_pipeline();

/** A move: Swedish reasons for the two moves nobody but the doctor makes; stamps who and when. */
create function private.guard_stage_move() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  status public.application_status;
begin
  if new.stage is not distinct from old.stage then
    return new;
  end if;
  select a.status into status from public.job_applications a where a.id = new.application_id;
  if old.stage = 'withdrawn' and status = 'withdrawn' then
    raise exception 'Ansökan är återkallad och kan inte flyttas.' using errcode = '23514';
  end if;
  if new.stage = 'withdrawn' and status <> 'withdrawn' then
    raise exception 'Bara den sökande kan återkalla en ansökan.' using errcode = '23514';
  end if;
  new.moved_at := now();
  new.moved_by := auth.uid();
  return new;
end;
$$;
revoke all on function private.guard_stage_move() from public;
create trigger application_pipeline_guard before update on public.application_pipeline
  for each row execute function private.guard_stage_move();

/** After a move: the history, and the doctor's status (whose trigger e-mails them). */
create function private.after_stage_move() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.stage is not distinct from old.stage then
    return new;
  end if;
  perform private.record_activity(new.application_id, 'stage', old.stage, new.stage);
  update public.job_applications set status = private.doctor_status(new.stage)
  where id = new.application_id and status <> private.doctor_status(new.stage);
  return new;
end;
$$;
revoke all on function private.after_stage_move() from public;
create trigger application_pipeline_moved after update of stage on public.application_pipeline
  for each row execute function private.after_stage_move();

/** A status set the old way moves the stage, unless the stage already shows as that status. */
create function private.stage_follows_status() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.application_pipeline set stage = private.stage_of_status(new.status)
  where application_id = new.id and private.doctor_status(stage) <> new.status;
  return new;
end;
$$;
revoke all on function private.stage_follows_status() from public;
create trigger job_applications_stage_follows_status after update of status on public.job_applications
  for each row when (old.status is distinct from new.status)
  execute function private.stage_follows_status();

create function private.note_added() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.record_activity(new.application_id, 'note', null, null, new.body);
  return new;
end;
$$;
revoke all on function private.note_added() from public;
create trigger application_notes_added after insert on public.application_notes
  for each row execute function private.note_added();

-- Admins only; the doctor reads none of it. Notes are written once (no edit, no delete), the
-- history only by the triggers above.
alter table public.application_pipeline enable row level security;
alter table public.application_notes enable row level security;
alter table public.application_activity enable row level security;
revoke all on public.application_pipeline, public.application_notes, public.application_activity
  from anon, authenticated;
grant all on public.application_pipeline, public.application_notes, public.application_activity
  to service_role;
grant select, update (stage) on public.application_pipeline to authenticated;
grant select, insert (application_id, body) on public.application_notes to authenticated;
grant select on public.application_activity to authenticated;

create policy "Admins read the pipeline" on public.application_pipeline
  for select to authenticated using ((select private.is_admin()));
create policy "Admins move applications" on public.application_pipeline
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins read notes" on public.application_notes
  for select to authenticated using ((select private.is_admin()));
create policy "Admins write notes as themselves" on public.application_notes
  for insert to authenticated
  with check ((select private.is_admin()) and author_id = (select auth.uid()));
create policy "Admins read the history" on public.application_activity
  for select to authenticated using ((select private.is_admin()));
