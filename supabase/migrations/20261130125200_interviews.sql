-- Interviews (issue 48): the recruiter proposes two or three times for an application; the doctor
-- picks one in the app (Mina ansökningar). Booking queues the confirmation with an .ics to the
-- doctor and to the employer (the job's employer e-mail, else the provider's recipients) and a
-- reminder to both, held in the e-mail queue until the day before (the retry worker, which the
-- schedules already run every minute, sends it when due). Cancelling a booked interview removes
-- the unsent reminders and queues a cancelling .ics (METHOD:CANCEL) to both.

create table public.interviews (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.job_applications (id) on delete cascade,
  location text not null check (btrim(location) <> '' and char_length(location) <= 300),
  duration_minutes integer not null default 45 check (duration_minutes between 15 and 480),
  status text not null default 'proposed' check (status in ('proposed', 'booked', 'cancelled')),
  -- The time the doctor picked, one of the proposed ones.
  starts_at timestamptz,
  proposed_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint interviews_booked_has_time check ((status = 'booked') = (starts_at is not null)
    or status = 'cancelled')
);
comment on table public.interviews is
  'Interviews proposed for an application; the applicant reads theirs, admins read all.';
-- One interview in progress per application.
create unique index interviews_one_open on public.interviews (application_id)
  where status <> 'cancelled';

create table public.interview_slots (
  interview_id uuid not null references public.interviews (id) on delete cascade,
  starts_at timestamptz not null,
  primary key (interview_id, starts_at)
);
comment on table public.interview_slots is 'The times proposed for an interview.';

create trigger interviews_set_updated_at before update on public.interviews
  for each row execute function private.set_updated_at();

alter table public.interviews enable row level security;
alter table public.interview_slots enable row level security;
revoke all on public.interviews, public.interview_slots from anon, authenticated;
grant all on public.interviews, public.interview_slots to service_role;
grant select on public.interviews, public.interview_slots to authenticated;

create function private.is_own_application(application uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.job_applications a
    where a.id = application and a.applicant_id = auth.uid())
$$;
revoke all on function private.is_own_application(uuid) from public;
grant execute on function private.is_own_application(uuid) to authenticated;

create policy "Applicants read their interviews; admins read all" on public.interviews
  for select to authenticated
  using ((select private.is_admin()) or private.is_own_application(application_id));
create policy "Applicants read their proposed times; admins read all" on public.interview_slots
  for select to authenticated
  using ((select private.is_admin()) or exists (
    select 1 from public.interviews i
    where i.id = interview_id and private.is_own_application(i.application_id)));

-- The e-mails: to the doctor (applicant) or the employer, about one interview.
alter table public.outgoing_emails
  add column interview_id uuid references public.interviews (id) on delete cascade,
  add column audience text check (audience in ('applicant', 'employer'));
create index outgoing_emails_interview_idx on public.outgoing_emails (interview_id)
  where interview_id is not null;
do $$
declare
  kinds text;
  sources text;
begin
  select substring(pg_get_constraintdef(oid) from 7) into kinds
    from pg_constraint
    where conrelid = 'public.outgoing_emails'::regclass and conname = 'outgoing_emails_kind_check';
  select substring(pg_get_constraintdef(oid) from 7) into sources
    from pg_constraint
    where conrelid = 'public.outgoing_emails'::regclass and conname = 'outgoing_emails_one_source';
  execute format(
    'alter table public.outgoing_emails
       drop constraint outgoing_emails_kind_check,
       add constraint outgoing_emails_kind_check check (%s or kind in (%L, %L, %L, %L)),
       drop constraint outgoing_emails_one_source,
       add constraint outgoing_emails_one_source check (
         (%s and interview_id is null and audience is null)
         or (kind in (%L, %L, %L, %L) and interview_id is not null and audience is not null
             and job_application_id is null and shortlist_id is null))',
    kinds, 'interview-proposed', 'interview-confirmed', 'interview-reminder', 'interview-cancelled',
    sources, 'interview-proposed', 'interview-confirmed', 'interview-reminder',
    'interview-cancelled');
end;
$$;

/**
 * An admin proposes two or three future times for an application not withdrawn, at a place (or
 * a video link) for a length of time; the doctor is e-mailed to pick one, and a candidate not yet
 * at Intervju moves there. Answers the interview's id.
 */
create function private.propose_interview(
  application uuid, times timestamptz[], location text, duration_minutes integer default 45
) returns uuid
language plpgsql security definer set search_path = ''
as $$
declare
  interview uuid;
  distinct_times int := (select count(distinct t) from unnest(times) t);
begin
  if not private.is_admin() then
    raise exception 'Endast administratörer kan föreslå intervjutider.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.job_applications a
      where a.id = application and a.status <> 'withdrawn') then
    raise exception 'Ansökan finns inte eller är återkallad.' using errcode = '23514';
  end if;
  if coalesce(cardinality(times), 0) not between 2 and 3
      or distinct_times <> cardinality(times) then
    raise exception 'Föreslå två eller tre olika tider.' using errcode = '23514';
  end if;
  if exists (select 1 from unnest(times) t where t <= now()) then
    raise exception 'Tiderna måste ligga i framtiden.' using errcode = '23514';
  end if;
  if exists (select 1 from public.interviews i
      where i.application_id = application and i.status <> 'cancelled') then
    raise exception 'Det finns redan en intervju för ansökan. Avboka den först.'
      using errcode = '23514';
  end if;
  insert into public.interviews (application_id, location, duration_minutes)
  values (application, btrim(location), coalesce(propose_interview.duration_minutes, 45))
  returning id into interview;
  insert into public.interview_slots (interview_id, starts_at) select interview, t from unnest(times) t;
  update public.application_pipeline set stage = 'interview'
  where application_id = application and stage in ('received', 'reviewed', 'presented');
  perform private.record_activity(application, 'interview-proposed', null, null,
    (select string_agg(to_char(t at time zone 'Europe/Stockholm', 'YYYY-MM-DD HH24:MI'), ', '
       order by t) from unnest(times) t));
  insert into public.outgoing_emails (kind, interview_id, audience)
  values ('interview-proposed', interview, 'applicant');
  return interview;
end;
$$;
revoke all on function private.propose_interview(uuid, timestamptz[], text, integer) from public;
grant execute on function private.propose_interview(uuid, timestamptz[], text, integer) to authenticated;
-- The API's entry point runs as the caller; the rules live in private.propose_interview.
create function public.propose_interview(application uuid, times timestamptz[], location text, duration_minutes integer default 45) returns uuid
language sql set search_path = ''
as $$ select private.propose_interview(application, times, location, duration_minutes) $$;
revoke all on function public.propose_interview(uuid, timestamptz[], text, integer) from public, anon;
grant execute on function public.propose_interview(uuid, timestamptz[], text, integer) to authenticated;

/** The doctor books one of the proposed times of their own interview. */
create function private.book_interview(interview uuid, starts_at timestamptz) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  booked public.interviews;
begin
  select * into booked from public.interviews i where i.id = interview for update;
  if not found or not private.is_own_application(booked.application_id) then
    raise exception 'Intervjun finns inte.' using errcode = '42501';
  end if;
  if booked.status <> 'proposed' then
    raise exception 'Intervjun är redan bokad eller avbokad.' using errcode = '23514';
  end if;
  if not exists (select 1 from public.interview_slots s
      where s.interview_id = interview and s.starts_at = book_interview.starts_at) then
    raise exception 'Välj en av de föreslagna tiderna.' using errcode = '23514';
  end if;
  if book_interview.starts_at <= now() then
    raise exception 'Tiden har redan passerat. Be rekryteraren om nya tider.' using errcode = '23514';
  end if;
  update public.interviews set status = 'booked', starts_at = book_interview.starts_at
  where id = interview;
  perform private.record_activity(booked.application_id, 'interview-booked', null, null,
    to_char(book_interview.starts_at at time zone 'Europe/Stockholm', 'YYYY-MM-DD HH24:MI'));
  insert into public.outgoing_emails (kind, interview_id, audience)
  values ('interview-confirmed', interview, 'applicant'),
         ('interview-confirmed', interview, 'employer');
  -- The reminder waits in the queue until the day before; none when that has already passed.
  if book_interview.starts_at - interval '1 day' > now() then
    insert into public.outgoing_emails (kind, interview_id, audience, next_attempt_at)
    values ('interview-reminder', interview, 'applicant', book_interview.starts_at - interval '1 day'),
           ('interview-reminder', interview, 'employer', book_interview.starts_at - interval '1 day');
  end if;
end;
$$;
revoke all on function private.book_interview(uuid, timestamptz) from public;
grant execute on function private.book_interview(uuid, timestamptz) to authenticated;
-- The API's entry point runs as the caller; the rules live in private.book_interview.
create function public.book_interview(interview uuid, starts_at timestamptz) returns void
language sql set search_path = ''
as $$ select private.book_interview(interview, starts_at) $$;
revoke all on function public.book_interview(uuid, timestamptz) from public, anon;
grant execute on function public.book_interview(uuid, timestamptz) to authenticated;

/** Calls an interview off: unsent reminders dropped, a booked one cancelled with both by e-mail. */
create function private.call_off_interview(interview public.interviews) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  update public.interviews set status = 'cancelled' where id = interview.id;
  delete from public.outgoing_emails
  where interview_id = interview.id and kind in ('interview-reminder', 'interview-proposed')
    and status = 'pending' and attempts = 0;
  if interview.status = 'booked' then
    insert into public.outgoing_emails (kind, interview_id, audience)
    values ('interview-cancelled', interview.id, 'applicant'),
           ('interview-cancelled', interview.id, 'employer');
  end if;
end;
$$;
revoke all on function private.call_off_interview(public.interviews) from public;

/** An admin cancels an interview. */
create function private.cancel_interview(interview uuid) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  cancelled public.interviews;
begin
  if not private.is_admin() then
    raise exception 'Endast administratörer kan avboka intervjuer.' using errcode = '42501';
  end if;
  select * into cancelled from public.interviews i where i.id = interview for update;
  if not found or cancelled.status = 'cancelled' then
    raise exception 'Intervjun finns inte eller är redan avbokad.' using errcode = '23514';
  end if;
  perform private.call_off_interview(cancelled);
  perform private.record_activity(cancelled.application_id, 'interview-cancelled', null, null,
    to_char(cancelled.starts_at at time zone 'Europe/Stockholm', 'YYYY-MM-DD HH24:MI'));
end;
$$;
revoke all on function private.cancel_interview(uuid) from public;
grant execute on function private.cancel_interview(uuid) to authenticated;
-- The API's entry point runs as the caller; the rules live in private.cancel_interview.
create function public.cancel_interview(interview uuid) returns void
language sql set search_path = ''
as $$ select private.cancel_interview(interview) $$;
revoke all on function public.cancel_interview(uuid) from public, anon;
grant execute on function public.cancel_interview(uuid) to authenticated;

-- A withdrawn application's interview is off: the doctor's withdrawal calls it off the same way.
create function private.call_off_interviews_of_withdrawn() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.call_off_interview(i) from public.interviews i
  where i.application_id = new.id and i.status <> 'cancelled';
  return new;
end;
$$;
revoke all on function private.call_off_interviews_of_withdrawn() from public;
create trigger job_applications_call_off_interviews after update of status on public.job_applications
  for each row when (old.status <> 'withdrawn' and new.status = 'withdrawn')
  execute function private.call_off_interviews_of_withdrawn();
