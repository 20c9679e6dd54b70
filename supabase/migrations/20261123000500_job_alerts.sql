-- Bevakningar: a doctor's saved searches, and the record of which jobs each one has e-mailed.
--
-- The app writes job_alerts directly (PostgREST, RLS: own rows only). The search is checked here,
-- on every write, because the database is the one gate every writer passes; the app validates the
-- same shape with the shared valibot schema before sending, and the send-job-alerts function reads
-- it back through that schema's tolerant parse before matching.
--
-- The send-job-alerts function (service role) picks the due alerts, matches jobs in TypeScript
-- (the same rules as the /jobs filters) and hands the new matches to enqueue_job_alert_digest(),
-- which in ONE transaction records the deliveries and queues the digest in outgoing_emails. A job
-- is therefore e-mailed once per alert, ever: a retried run finds the deliveries and queues nothing.

create type public.job_alert_frequency as enum ('daily', 'weekly', 'off');

-- A saved search: the /jobs filters (supabase/functions/_shared/search/job-search.ts) as a JSON
-- object of their URL params: list values from the same lists as the jobs' checks
-- (private.job_* of 20261123000400), free texts up to 100 characters, the minimum salary a whole
-- number. The app saves the shared schema's parse of the URL, so it never meets a refusal here.
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
          when entry.key = 'sortering' then
            (entry.value #>> '{}') in ('nyast', 'lon', 'sista-dag')
          else false
        end
      )
    )
$$;

create table public.job_alerts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(name) <= 100 and btrim(name) <> ''),
  search jsonb not null default '{}' check (private.is_job_alert_search(search)),
  frequency public.job_alert_frequency not null default 'daily',
  -- The one-click unsubscribe link's secret (122 random bits). Only the service role reads it:
  -- the owner's column grants leave it out, so it never reaches a browser.
  unsubscribe_token uuid not null default gen_random_uuid() unique,
  -- When the last digest was queued: a daily alert e-mails at most once a day, a weekly once a week.
  last_sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.job_alerts is 'Bevakningar: saved job searches that e-mail new matching jobs. Owner only.';

create index job_alerts_user_idx on public.job_alerts (user_id, created_at);
create index job_alerts_active_idx on public.job_alerts (created_at) where frequency <> 'off';

create trigger job_alerts_set_updated_at before update on public.job_alerts
  for each row execute function private.set_updated_at();
-- As on every table (issue 13): a client's created_at / updated_at are the server's.
create trigger job_alerts_stamp_audit_columns before insert or update on public.job_alerts
  for each row execute function private.stamp_audit_columns();

-- A cap per user, so one account cannot make the scheduler's work unbounded.
create or replace function private.limit_job_alerts() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended(new.user_id::text, 12));
  if (select count(*) from public.job_alerts where user_id = new.user_id) >= 20 then
    raise exception 'Du kan ha högst 20 bevakningar.'
      using errcode = 'P0001', hint = 'Ta bort en bevakning först.';
  end if;
  return new;
end;
$$;
revoke all on function private.limit_job_alerts() from public;

create trigger job_alerts_limit before insert on public.job_alerts
  for each row execute function private.limit_job_alerts();

alter table public.job_alerts enable row level security;
revoke all on public.job_alerts from anon, authenticated;
grant all on public.job_alerts to service_role;
grant select (id, user_id, name, search, frequency, last_sent_at, created_at, updated_at)
  on public.job_alerts to authenticated;
grant insert (user_id, name, search, frequency) on public.job_alerts to authenticated;
grant update (name, search, frequency) on public.job_alerts to authenticated;
grant delete on public.job_alerts to authenticated;

create policy "Doctors read their own alerts" on public.job_alerts
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Doctors create their own alerts" on public.job_alerts
  for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Doctors change their own alerts" on public.job_alerts
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "Doctors delete their own alerts" on public.job_alerts
  for delete to authenticated
  using (user_id = (select auth.uid()));

-- The digest e-mail is one more kind of outgoing e-mail, owned by its alert (gone with it).
alter table public.outgoing_emails
  add column job_alert_id uuid references public.job_alerts (id) on delete cascade;
create index outgoing_emails_job_alert_idx on public.outgoing_emails (job_alert_id)
  where job_alert_id is not null;
-- The two checks are widened from whatever they are now rather than restated, so the kinds other
-- migrations add (before this one) keep working: "or a job-alert e-mail", and every other kind
-- has no job_alert_id.
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
       add constraint outgoing_emails_kind_check check (%s or kind = %L),
       drop constraint outgoing_emails_one_source,
       add constraint outgoing_emails_one_source check (
         (%s and job_alert_id is null)
         or (kind = %L and job_alert_id is not null
             and contact_request_id is null and job_application_id is null))',
    kinds, 'job-alert', sources, 'job-alert');
end;
$$;

-- Which job went out in which alert's digest: the primary key is the "once per alert, ever".
create table public.job_alert_deliveries (
  alert_id uuid not null references public.job_alerts (id) on delete cascade,
  job_id uuid not null references public.jobs (id) on delete cascade,
  -- The digest that carries the job; its delivery state is in outgoing_emails.
  email_id uuid references public.outgoing_emails (id) on delete set null,
  -- When the job was queued in a digest.
  sent_at timestamptz not null default now(),
  primary key (alert_id, job_id)
);
comment on table public.job_alert_deliveries is 'Jobs already e-mailed per alert (never again). Service role only.';

create index job_alert_deliveries_job_idx on public.job_alert_deliveries (job_id);
create index job_alert_deliveries_email_idx on public.job_alert_deliveries (email_id);

alter table public.job_alert_deliveries enable row level security;
revoke all on public.job_alert_deliveries from anon, authenticated;
grant all on public.job_alert_deliveries to service_role;

/**
 * Queues one digest of `job_ids` for an alert and records them as delivered, in one transaction.
 * Returns the e-mail's id, or null when nothing is left to send: the alert was turned off or
 * deleted, another run sent a digest since `seen_last_sent_at` (compare-and-set on the row, which
 * is locked, so overlapping runs take turns), or every job was delivered already.
 */
create or replace function public.enqueue_job_alert_digest(
  target_alert uuid,
  job_ids uuid[],
  seen_last_sent_at timestamptz
) returns uuid
language plpgsql
set search_path = ''
as $$
declare
  fresh uuid[];
  queued uuid;
begin
  perform 1 from public.job_alerts a
    where a.id = target_alert
      and a.frequency <> 'off'
      and a.last_sent_at is not distinct from seen_last_sent_at
    for update;
  if not found then
    return null;
  end if;
  select array_agg(j.id) into fresh
    from public.jobs j
    where j.id = any (job_ids)
      and not exists (
        select 1 from public.job_alert_deliveries d
        where d.alert_id = target_alert and d.job_id = j.id
      );
  if fresh is null then
    return null;
  end if;
  insert into public.outgoing_emails (kind, job_alert_id)
    values ('job-alert', target_alert)
    returning id into queued;
  insert into public.job_alert_deliveries (alert_id, job_id, email_id)
    select target_alert, job, queued from unnest(fresh) as job;
  update public.job_alerts set last_sent_at = now() where id = target_alert;
  return queued;
end;
$$;
revoke all on function public.enqueue_job_alert_digest(uuid, uuid[], timestamptz) from public, anon, authenticated;
grant execute on function public.enqueue_job_alert_digest(uuid, uuid[], timestamptz) to service_role;

-- The account's e-mail, for the digest's recipient: auth.users is readable only by its owner
-- role, so this one read is a security definer, executable by the service role alone.
create or replace function private.account_email(account uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select email from auth.users where id = account
$$;
revoke all on function private.account_email(uuid) from public;
grant execute on function private.account_email(uuid) to service_role;

/**
 * What a digest needs: the recipient (the account's current e-mail), the alert's name, search
 * and unsubscribe token, and the jobs it carries.
 */
create or replace function public.job_alert_digest(digest_email uuid) returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'recipient', private.account_email(a.user_id),
    'name', a.name,
    'search', a.search,
    'unsubscribe_token', a.unsubscribe_token,
    'jobs', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', j.id, 'title', j.title, 'employer_name', j.employer_name, 'location', j.location
      ) order by j.published_at desc, j.id)
      from public.job_alert_deliveries d
      join public.jobs j on j.id = d.job_id
      where d.email_id = o.id
    ), '[]'::jsonb)
  )
  from public.outgoing_emails o
  join public.job_alerts a on a.id = o.job_alert_id
  where o.id = digest_email
$$;
revoke all on function public.job_alert_digest(uuid) from public, anon, authenticated;
grant execute on function public.job_alert_digest(uuid) to service_role;
