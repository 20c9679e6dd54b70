-- Push on the installed app (issue 49): a doctor's browsers that may be notified, what they want
-- to be notified of, and the queue of Web Push messages with their delivery state.
--
-- The send-job-alerts run records each new job matching a Bevakning with push on in
-- job_alert_push_matches, then hands a doctor's pending matches to enqueue_job_alert_push(), which
-- in ONE transaction marks them pushed and queues one message per subscribed browser in
-- outgoing_pushes, unless the doctor's quiet hours hold it or a push went out too recently (the
-- matches then wait and go out together later). An admin's status change queues its message by
-- trigger, held as its e-mail is. process-email-queue delivers outgoing_pushes as it delivers
-- outgoing_emails: claimed atomically, retried with backoff, never sent twice.

-- A browser's push subscription (PushSubscription.toJSON()). The endpoint is the push service's
-- URL for that browser, so one endpoint belongs to one account: save_push_subscription moves it.
create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- https in the wild; plain http only on loopback, where the tests' local push service runs.
  endpoint text not null unique check (
    char_length(endpoint) <= 1000
    and (endpoint ~ '^https://[^\s]+$'
      or endpoint ~ '^http://(localhost|127\.0\.0\.1)(:[0-9]+)?/[^\s]*$')
  ),
  -- The browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url (RFC 8291).
  p256dh text not null check (p256dh ~ '^[A-Za-z0-9_-]{86,88}={0,2}$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]{22,24}={0,2}$'),
  created_at timestamptz not null default now()
);
comment on table public.push_subscriptions is 'Browsers a doctor gets push notifications on. Owner reads and deletes.';

create index push_subscriptions_user_idx on public.push_subscriptions (user_id);

alter table public.push_subscriptions enable row level security;
revoke all on public.push_subscriptions from anon, authenticated;
grant all on public.push_subscriptions to service_role;
grant select (id, user_id, endpoint, created_at) on public.push_subscriptions to authenticated;
grant delete on public.push_subscriptions to authenticated;

create policy "Doctors read their own push subscriptions" on public.push_subscriptions
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Doctors delete their own push subscriptions" on public.push_subscriptions
  for delete to authenticated
  using (user_id = (select auth.uid()));

/**
 * Saves this browser's subscription for the caller. An endpoint another account saved on the
 * same browser (signed out without network, say) now belongs to the caller: only the browser
 * holding the subscription knows its endpoint and keys. At most 10 browsers per account. A
 * definer (it deletes another account's row), so in private; public.save_push_subscription is
 * the app's door to it.
 */
create or replace function private.save_push_subscription(endpoint text, p256dh text, auth text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  saved uuid;
begin
  if caller is null then
    raise exception 'Logga in för att få notiser.' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtextextended(caller::text, 49));
  delete from public.push_subscriptions s
    where s.endpoint = save_push_subscription.endpoint and s.user_id <> caller;
  delete from public.push_subscriptions s
    where s.id in (
      select old.id from public.push_subscriptions old
      where old.user_id = caller and old.endpoint <> save_push_subscription.endpoint
      order by old.created_at desc offset 9
    );
  insert into public.push_subscriptions (user_id, endpoint, p256dh, auth)
    values (caller, save_push_subscription.endpoint, save_push_subscription.p256dh,
      save_push_subscription.auth)
    on conflict on constraint push_subscriptions_endpoint_key do update
      set p256dh = excluded.p256dh, auth = excluded.auth
    returning id into saved;
  return saved;
end;
$$;
revoke all on function private.save_push_subscription(text, text, text) from public;
grant execute on function private.save_push_subscription(text, text, text) to authenticated;

create or replace function public.save_push_subscription(endpoint text, p256dh text, auth text)
returns uuid
language sql
set search_path = ''
as $$
  select private.save_push_subscription(endpoint, p256dh, auth)
$$;
revoke all on function public.save_push_subscription(text, text, text) from public, anon;
grant execute on function public.save_push_subscription(text, text, text) to authenticated;

-- What a doctor wants pushed besides the Bevakningar (each alert's own `push` below), and their
-- quiet hours (Europe/Stockholm, whole hours; from = until means none). No row: the defaults.
create table public.push_settings (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  application_status boolean not null default false,
  quiet_from smallint not null default 21 check (quiet_from between 0 and 23),
  quiet_until smallint not null default 7 check (quiet_until between 0 and 23),
  updated_at timestamptz not null default now()
);
comment on table public.push_settings is 'A doctor''s push kinds and quiet hours. Owner only.';

create trigger push_settings_set_updated_at before update on public.push_settings
  for each row execute function private.set_updated_at();

alter table public.push_settings enable row level security;
revoke all on public.push_settings from anon, authenticated;
grant all on public.push_settings to service_role;
grant select, delete on public.push_settings to authenticated;
grant insert (user_id, application_status, quiet_from, quiet_until) on public.push_settings to authenticated;
-- user_id too, so the app saves with one upsert; the policy keeps it the caller's own.
grant update (user_id, application_status, quiet_from, quiet_until) on public.push_settings to authenticated;

create policy "Doctors read their own push settings" on public.push_settings
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Doctors create their own push settings" on public.push_settings
  for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Doctors change their own push settings" on public.push_settings
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "Doctors delete their own push settings" on public.push_settings
  for delete to authenticated
  using (user_id = (select auth.uid()));

-- A Bevakning's new jobs pushed at once, besides (or instead of) its daily/weekly e-mail.
alter table public.job_alerts add column push boolean not null default false;
grant select (push), insert (push), update (push) on public.job_alerts to authenticated;
create index job_alerts_push_idx on public.job_alerts (created_at) where push;

/** When `target_user`'s quiet hours that hold `at` end, or null when `at` is not in them. */
create or replace function private.push_quiet_until(target_user uuid, at timestamptz)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  with hours as (
    select coalesce(s.quiet_from, 21) as q_from, coalesce(s.quiet_until, 7) as q_until,
      (at at time zone 'Europe/Stockholm') as local
    from (select 1) as one
    left join public.push_settings s on s.user_id = target_user
  ), placed as (
    select q_from, q_until, extract(hour from local) as hour, date_trunc('day', local) as day
    from hours
  )
  select case
    when q_from = q_until then null
    when q_from < q_until and hour >= q_from and hour < q_until
      then (day + make_interval(hours => q_until)) at time zone 'Europe/Stockholm'
    when q_from > q_until and hour >= q_from
      then (day + interval '1 day' + make_interval(hours => q_until)) at time zone 'Europe/Stockholm'
    when q_from > q_until and hour < q_until
      then (day + make_interval(hours => q_until)) at time zone 'Europe/Stockholm'
  end
  from placed
$$;
revoke all on function private.push_quiet_until(uuid, timestamptz) from public;
grant execute on function private.push_quiet_until(uuid, timestamptz) to service_role;

-- One row per message and browser: a message to a doctor with a phone and a laptop is two rows
-- sharing message_id, so a browser whose push service failed is retried alone.
create table public.outgoing_pushes (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null,
  subscription_id uuid not null references public.push_subscriptions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('new-jobs', 'application-status')),
  job_application_id uuid references public.job_applications (id) on delete cascade,
  -- What the service worker shows: {title, body, url, tag, jobId?}.
  payload jsonb not null check (jsonb_typeof(payload) = 'object' and pg_column_size(payload) <= 3000),
  -- As outgoing_emails: pending, sending (claimed until next_attempt_at), sent, failed.
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz default now(),
  last_error text check (char_length(last_error) <= 2000),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (message_id, subscription_id)
);
comment on table public.outgoing_pushes is 'Web Push messages to send and their delivery state. Written by the functions; the recipient reads.';

create index outgoing_pushes_due_idx on public.outgoing_pushes (next_attempt_at) where status <> 'sent';
create index outgoing_pushes_user_idx on public.outgoing_pushes (user_id, kind, created_at);
create index outgoing_pushes_subscription_idx on public.outgoing_pushes (subscription_id);
create index outgoing_pushes_application_idx on public.outgoing_pushes (job_application_id)
  where job_application_id is not null;

create trigger outgoing_pushes_set_updated_at before update on public.outgoing_pushes
  for each row execute function private.set_updated_at();

alter table public.outgoing_pushes enable row level security;
revoke all on public.outgoing_pushes from anon, authenticated;
grant all on public.outgoing_pushes to service_role;
-- What was sent to a doctor is theirs to read ("Ladda ner mina uppgifter").
grant select on public.outgoing_pushes to authenticated;

create policy "Doctors read the notices to them" on public.outgoing_pushes
  for select to authenticated
  using (user_id = (select auth.uid()));

/**
 * Queues one message to every browser of `target_user`, due at `not_before` or, when that falls
 * in their quiet hours, when those end. Returns the message id, or null without browsers.
 */
create or replace function private.queue_push(
  target_user uuid, push_kind text, message jsonb, application uuid, not_before timestamptz
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  message_id uuid := gen_random_uuid();
  due timestamptz := coalesce(private.push_quiet_until(target_user, not_before), not_before);
begin
  insert into public.outgoing_pushes
    (message_id, subscription_id, user_id, kind, job_application_id, payload, next_attempt_at)
    select message_id, s.id, target_user, push_kind, application, message, due
    from public.push_subscriptions s
    where s.user_id = target_user;
  return case when found then message_id end;
end;
$$;
revoke all on function private.queue_push(uuid, text, jsonb, uuid, timestamptz) from public;
grant execute on function private.queue_push(uuid, text, jsonb, uuid, timestamptz) to service_role;

-- Which job matched which push alert, and when it went out (null: waiting for its batch).
create table public.job_alert_push_matches (
  alert_id uuid not null references public.job_alerts (id) on delete cascade,
  job_id uuid not null references public.jobs (id) on delete cascade,
  found_at timestamptz not null default now(),
  pushed_at timestamptz,
  primary key (alert_id, job_id)
);
comment on table public.job_alert_push_matches is 'Jobs matched per push alert, pushed once. Service role only.';

create index job_alert_push_matches_pending_idx on public.job_alert_push_matches (alert_id)
  where pushed_at is null;
create index job_alert_push_matches_job_idx on public.job_alert_push_matches (job_id);

alter table public.job_alert_push_matches enable row level security;
revoke all on public.job_alert_push_matches from anon, authenticated;
grant all on public.job_alert_push_matches to service_role;

/**
 * Queues one "new jobs" push carrying `job_ids` of `alert_ids` (pairs, pending matches of
 * `target_user`) and marks them pushed, in one transaction. Returns the message id; null when
 * the doctor's quiet hours hold it, a push of new jobs went out within the last two hours or
 * four already went out this Stockholm day (the matches then wait for a later run, which sends
 * them together), when a pair is no longer pending (another run took it: SQLSTATE 40001), or
 * without browsers or `message` (the matches are then marked, so no stale batch goes out later).
 */
create or replace function public.enqueue_job_alert_push(
  target_user uuid, alert_ids uuid[], job_ids uuid[], message jsonb
) returns uuid
language plpgsql
set search_path = ''
as $$
declare
  marked integer;
  stockholm_day timestamptz := date_trunc('day', now() at time zone 'Europe/Stockholm')
    at time zone 'Europe/Stockholm';
begin
  perform pg_advisory_xact_lock(hashtextextended(target_user::text, 49));
  if private.push_quiet_until(target_user, now()) is not null then
    return null;
  end if;
  if exists (
    select 1 from public.outgoing_pushes p
    where p.user_id = target_user and p.kind = 'new-jobs'
      and p.created_at > now() - interval '2 hours'
  ) or (
    select count(distinct p.message_id) from public.outgoing_pushes p
    where p.user_id = target_user and p.kind = 'new-jobs' and p.created_at >= stockholm_day
  ) >= 4 then
    return null;
  end if;
  update public.job_alert_push_matches m set pushed_at = now()
    from unnest(alert_ids, job_ids) as pair(alert_id, job_id), public.job_alerts a
    where m.alert_id = pair.alert_id and m.job_id = pair.job_id and m.pushed_at is null
      and a.id = m.alert_id and a.user_id = target_user;
  get diagnostics marked = row_count;
  if marked = 0 or marked <> cardinality(alert_ids) then
    -- Part of the batch was taken meanwhile: undo, the next run composes it afresh.
    raise exception 'stale push batch' using errcode = '40001';
  end if;
  -- No job of the batch is public any more: marked, nothing to tell.
  if message is null then
    return null;
  end if;
  return private.queue_push(target_user, 'new-jobs', message, null, now());
end;
$$;
revoke all on function public.enqueue_job_alert_push(uuid, uuid[], uuid[], jsonb) from public, anon, authenticated;
grant execute on function public.enqueue_job_alert_push(uuid, uuid[], uuid[], jsonb) to service_role;

-- An admin's status change: pushed to a doctor who asked for it, held as the e-mail is (the
-- 15-second undo window of 20261126100400); a further change replaces a message not yet sent.
create or replace function private.queue_application_status_push() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.outgoing_pushes
    where job_application_id = new.id and kind = 'application-status'
      and status = 'pending' and attempts = 0;
  if new.status in ('pending', 'withdrawn') or not exists (
    select 1 from public.push_settings s
    where s.user_id = new.applicant_id and s.application_status
  ) then
    return new;
  end if;
  perform private.queue_push(
    new.applicant_id,
    'application-status',
    jsonb_build_object(
      'title', 'Ny status på din ansökan',
      'body', new.job_title || ' – ' || new.employer_name || ': ' || case new.status
        -- APPLICATION_STATUS_LABELS of supabase/functions/_shared/schemas/application-status.ts
        when 'reviewed' then 'Granskad'
        when 'accepted' then 'Erbjuden tjänst'
        when 'rejected' then 'Avböjd'
      end,
      'url', '/applications',
      'tag', 'ansokan-' || new.id
    ),
    new.id,
    now() + interval '15 seconds'
  );
  return new;
end;
$$;
revoke all on function private.queue_application_status_push() from public;

create trigger job_applications_queue_status_push
  after update of status on public.job_applications
  for each row when (old.status is distinct from new.status)
  execute function private.queue_application_status_push();
