-- The shortlist a clinic answers (issue 48): the recruiter sends one link, /kortlista/<token>, with
-- the job's presented candidates side by side; the employer (no account) answers each "Vill
-- träffa" or "Inte aktuell" with a comment. The answer moves the candidate's stage (Intervju or
-- Avböjd), is written in the history and e-mailed to the provider's notification recipients.
-- Like the single application's link (application_shares) the token is the permission, stored
-- only as its SHA-256, and in clear only until the e-mail carrying it is sent; it expires (14
-- days), can be revoked, and a candidate who withdraws disappears from it.

create table public.shortlists (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references public.jobs (id) on delete cascade,
  recipient_email text not null check (private.is_email(recipient_email)),
  message text check (char_length(message) <= 2000),
  token text check (token ~ '^[0-9a-f]{64}$'),
  token_hash bytea not null unique check (octet_length(token_hash) = 32),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '14 days',
  revoked_at timestamptz
);
comment on table public.shortlists is
  'A link to a job''s presented candidates sent to an employer (admins read and revoke).';
create index shortlists_job_idx on public.shortlists (job_id, created_at desc);

create table public.shortlist_candidates (
  shortlist_id uuid not null references public.shortlists (id) on delete cascade,
  application_id uuid not null references public.job_applications (id) on delete cascade,
  position smallint not null check (position between 1 and 10),
  answer text check (answer in ('meet', 'not-relevant')),
  comment text check (char_length(comment) <= 2000),
  answered_at timestamptz,
  primary key (shortlist_id, application_id),
  unique (shortlist_id, position)
);
comment on table public.shortlist_candidates is
  'The candidates on a shortlist and the employer''s answer for each (admins read).';
create index shortlist_candidates_application_idx on public.shortlist_candidates (application_id);

alter table public.shortlists enable row level security;
alter table public.shortlist_candidates enable row level security;
revoke all on public.shortlists, public.shortlist_candidates from anon, authenticated;
grant all on public.shortlists, public.shortlist_candidates to service_role;
-- Admins see everything but the token and its hash; they revoke; sending is send_shortlist().
grant select (id, job_id, recipient_email, message, created_by, created_at, expires_at, revoked_at),
  update (revoked_at) on public.shortlists to authenticated;
grant select on public.shortlist_candidates to authenticated;
create policy "Admins read shortlists" on public.shortlists
  for select to authenticated using ((select private.is_admin()));
create policy "Admins revoke shortlists" on public.shortlists
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins read shortlist answers" on public.shortlist_candidates
  for select to authenticated using ((select private.is_admin()));

-- The e-mails: the link to the employer, and each answer to the provider.
alter table public.outgoing_emails
  add column shortlist_id uuid references public.shortlists (id) on delete cascade;
create index outgoing_emails_shortlist_idx on public.outgoing_emails (shortlist_id)
  where shortlist_id is not null;
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
       add constraint outgoing_emails_kind_check check (%s or kind in (%L, %L)),
       drop constraint outgoing_emails_one_source,
       add constraint outgoing_emails_one_source check (
         (%s and shortlist_id is null)
         or (kind = %L and shortlist_id is not null and job_application_id is null)
         or (kind = %L and shortlist_id is not null and job_application_id is not null))',
    kinds, 'shortlist', 'shortlist-answer', sources, 'shortlist', 'shortlist-answer');
end;
$$;
create unique index outgoing_emails_one_per_shortlist on public.outgoing_emails (shortlist_id)
  where kind = 'shortlist';

create function private.forget_shortlist_token() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.shortlists set token = null where id = new.shortlist_id and token is not null;
  return new;
end;
$$;
revoke all on function private.forget_shortlist_token() from public;
create trigger outgoing_emails_forget_shortlist_token
  after update of status on public.outgoing_emails
  for each row
  when (new.kind = 'shortlist'
    and (new.status = 'sent' or (new.status = 'failed' and new.next_attempt_at is null)))
  execute function private.forget_shortlist_token();

/**
 * An admin sends a job's presented candidates (1–10 of its applications, in the order given) to
 * an employer's address: the link, its candidates and its e-mail in one transaction. Answers the
 * shortlist's id; the token is only in the e-mail.
 */
create function private.send_shortlist(
  job uuid, applications uuid[], recipient text, message text default null
) returns uuid
language plpgsql security definer set search_path = ''
as $$
declare
  token text := encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'hex');
  shortlist uuid;
  wanted int := coalesce(cardinality(applications), 0);
begin
  if not private.is_admin() then
    raise exception 'Endast administratörer kan skicka kortlistor.' using errcode = '42501';
  end if;
  if wanted = 0 or wanted > 10 then
    raise exception 'Välj mellan en och tio kandidater.' using errcode = '23514';
  end if;
  if wanted <> (select count(distinct a) from unnest(applications) a) then
    raise exception 'En kandidat finns två gånger på listan.' using errcode = '23514';
  end if;
  if wanted <> (
    select count(*) from public.job_applications a
      join public.application_pipeline p on p.application_id = a.id
    where a.id = any (applications) and a.job_id = job and p.stage = 'presented'
  ) then
    raise exception 'Kortlistan kan bara ha jobbets kandidater i steget Presenterad.'
      using errcode = '23514';
  end if;
  if recipient is null or not private.is_email(recipient) then
    raise exception 'Ange arbetsgivarens e-postadress.' using errcode = '23514';
  end if;
  insert into public.shortlists (job_id, recipient_email, message, token, token_hash)
  values (job, btrim(recipient), nullif(btrim(message), ''), token,
          sha256(convert_to(token, 'UTF8')))
  returning id into shortlist;
  insert into public.shortlist_candidates (shortlist_id, application_id, position)
  select shortlist, a, o from unnest(applications) with ordinality as t (a, o);
  insert into public.outgoing_emails (kind, shortlist_id) values ('shortlist', shortlist);
  perform private.record_activity(a, 'shortlist-sent', null, null, btrim(recipient))
  from unnest(applications) a;
  return shortlist;
end;
$$;
revoke all on function private.send_shortlist(uuid, uuid[], text, text) from public;
grant execute on function private.send_shortlist(uuid, uuid[], text, text) to authenticated;
-- The API's entry point runs as the caller; the rules live in private.send_shortlist.
create function public.send_shortlist(job uuid, applications uuid[], recipient text, message text default null) returns uuid
language sql set search_path = ''
as $$ select private.send_shortlist(job, applications, recipient, message) $$;
revoke all on function public.send_shortlist(uuid, uuid[], text, text) from public, anon;
grant execute on function public.send_shortlist(uuid, uuid[], text, text) to authenticated;

/** The shortlist a token opens, or why not; withdrawn candidates are left out. */
create function private.open_shortlist(token text) returns public.shortlists
language sql stable security definer set search_path = ''
as $$
  select * from public.shortlists s
  where s.token_hash = sha256(convert_to(coalesce(open_shortlist.token, ''), 'UTF8'))
$$;
revoke all on function private.open_shortlist(text) from public;
grant execute on function private.open_shortlist(text) to service_role;

create function private.shortlist_state(list public.shortlists) returns text
language sql stable set search_path = ''
as $$
  select case
    when list.id is null then 'unknown'
    when list.revoked_at is not null then 'revoked'
    when list.expires_at <= now() then 'expired'
    else 'open' end
$$;
revoke all on function private.shortlist_state(public.shortlists) from public;
grant execute on function private.shortlist_state(public.shortlists) to service_role;

/** For the shortlist function (service role): the job and its candidates side by side. */
create function public.shortlist_view(token text) returns jsonb
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
      where c.shortlist_id = list.id and a.status <> 'withdrawn'), '[]'));
end;
$$;
revoke all on function public.shortlist_view(text) from public, anon, authenticated;
grant execute on function public.shortlist_view(text) to service_role;

/**
 * The employer's answer for one candidate (service role, for the shortlist function): stored,
 * the stage moved (Vill träffa → Intervju, Inte aktuell → Avböjd) while the candidate is still
 * where the shortlist put them, the history written and the provider e-mailed. Answers the
 * shortlist's state, or 'not-on-list' for a candidate not on it (or withdrawn).
 */
create function public.answer_shortlist(
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
    and a.id = c.application_id and a.status <> 'withdrawn';
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
