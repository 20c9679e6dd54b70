-- The employer's report by e-mail (issue 35): once a calendar month (Europe/Stockholm) each
-- employer with a running ad gets a link to its report, /rapport/<token>, covering the month
-- before (an employer new this month: the month so far); and when a banner's paid period ends, its employer gets the final report of that period.
-- Employers have no account, so the address is the employer e-mail of its most recently published
-- job (jobs.employer_email, admin-only); an employer without one gets no e-mail (an admin can
-- still give a link from /admin/statistik).
--
-- The send-employer-reports function (service role, scheduled) calls queue_employer_reports(),
-- which in ONE transaction makes each link, records the delivery and queues the e-mail in
-- outgoing_emails; the unique indexes below make a second run queue nothing. A link's token is
-- stored only hashed (employer_report_links), so the delivery keeps the token the e-mail needs
-- until the e-mail has gone out, in a table only the service role reaches, and forgets it then.

-- The report e-mail is one more kind of outgoing e-mail, read through its delivery (below). The
-- two checks are widened from whatever they are now, as 20261123000500_job_alerts does, so kinds
-- other migrations add keep working.
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
         %s
         or (kind = %L and contact_request_id is null and job_application_id is null
             and job_alert_id is null))',
    kinds, 'employer-report', sources, 'employer-report');
end;
$$;

create table public.employer_report_deliveries (
  id uuid primary key default gen_random_uuid(),
  -- monthly: the month before report_month (or report_month so far); final: a banner's period.
  kind text not null check (kind in ('monthly', 'final')),
  employer_name text not null check (btrim(employer_name) <> '' and char_length(employer_name) <= 200),
  recipient text not null check (private.is_email(recipient)),
  from_day date not null,
  to_day date not null,
  -- monthly: the first day of the month the report was made in (one per employer and month).
  report_month date,
  -- final: the banner and the end of the period reported (one per period; re-publishing an
  -- ended banner starts a new one).
  banner_id uuid references public.banners (id) on delete cascade,
  banner_expires_at timestamptz,
  link_id uuid not null references public.employer_report_links (id) on delete cascade,
  -- The link's token until the e-mail is sent (or given up), then null: the database keeps no
  -- working link after that.
  token text check (token ~ '^[0-9a-f]{64}$'),
  email_id uuid unique references public.outgoing_emails (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint employer_report_deliveries_period check (from_day <= to_day and to_day - from_day <= 366),
  constraint employer_report_deliveries_of_kind check (
    (kind = 'monthly' and report_month is not null and banner_id is null and banner_expires_at is null)
    or (kind = 'final' and report_month is null and banner_id is not null and banner_expires_at is not null)
  )
);
comment on table public.employer_report_deliveries is
  'Report e-mails to employers (monthly, and a banner''s final report) with the link''s token until sent. Service role only.';
create unique index employer_report_deliveries_monthly_once
  on public.employer_report_deliveries (employer_name, report_month) where kind = 'monthly';
create unique index employer_report_deliveries_final_once
  on public.employer_report_deliveries (banner_id, banner_expires_at) where kind = 'final';
create index employer_report_deliveries_link_idx on public.employer_report_deliveries (link_id);

alter table public.employer_report_deliveries enable row level security;
revoke all on public.employer_report_deliveries from anon, authenticated;
grant all on public.employer_report_deliveries to service_role;

-- The employer's address: the employer e-mail of its most recently published job.
create or replace function private.employer_report_recipient(employer text) returns text
language sql
stable
set search_path = ''
as $$
  select j.employer_email from public.jobs j
  where j.employer_name = employer and j.published_at is not null and j.employer_email is not null
  order by j.published_at desc, j.id
  limit 1
$$;
revoke all on function private.employer_report_recipient(text) from public;
grant execute on function private.employer_report_recipient(text) to service_role;

-- One delivery: a link valid 45 days (past the next month's report), the delivery with its token
-- and the queued e-mail. Returns the e-mail's id.
create or replace function private.queue_employer_report(
  report_kind text,
  employer text,
  recipient text,
  from_day date,
  to_day date,
  report_month date default null,
  banner uuid default null,
  banner_expires_at timestamptz default null
) returns uuid
language plpgsql
set search_path = ''
as $$
declare
  token text := private.create_employer_report_link(employer, 45);
  email uuid;
begin
  insert into public.outgoing_emails (kind) values ('employer-report') returning id into email;
  insert into public.employer_report_deliveries (
    kind, employer_name, recipient, from_day, to_day, report_month, banner_id, banner_expires_at,
    link_id, token, email_id
  )
  select report_kind, employer, recipient, from_day, to_day, report_month, banner,
    banner_expires_at, l.id, token, email
  from public.employer_report_links l
  where l.token_hash = sha256(convert_to(token, 'UTF8'));
  return email;
end;
$$;
revoke all on function private.queue_employer_report(text, text, text, date, date, date, uuid, timestamptz)
  from public;
grant execute on function private.queue_employer_report(text, text, text, date, date, date, uuid, timestamptz)
  to service_role;

/**
 * Queues the reports due now and returns their e-mails' ids, each report once (a report already
 * made is skipped, and overlapping runs take turns):
 * - this month's report of every employer with an ad running now: last month's figures when it
 *   had an ad published before this month began, else (new this month) the month so far, so a
 *   new employer gets its link within the hour and the month's report on the first;
 * - the final report of every banner whose period ended in the last 30 days.
 */
create or replace function public.queue_employer_reports() returns setof uuid
language plpgsql
set search_path = ''
as $$
declare
  today date := private.stockholm_today();
  this_month date := date_trunc('month', today)::date;
  month_began timestamptz := this_month::timestamp at time zone 'Europe/Stockholm';
  due record;
begin
  perform pg_advisory_xact_lock(hashtext('public.queue_employer_reports'));

  for due in
    select a.employer_name, private.employer_report_recipient(a.employer_name) as recipient,
      bool_or(a.published_at < month_began) as ran_last_month
    from (
      select j.employer_name, j.published_at, j.expires_at from public.jobs j
      where j.status = 'published'
      union all
      select b.employer_name, b.published_at, b.expires_at from public.banners b
      where b.status = 'published'
    ) a
    where a.expires_at is null or a.expires_at > now()
    group by a.employer_name
    having not exists (
      select 1 from public.employer_report_deliveries d
      where d.kind = 'monthly' and d.employer_name = a.employer_name
        and d.report_month = this_month
    )
    order by a.employer_name
  loop
    continue when due.recipient is null;
    return next private.queue_employer_report('monthly', due.employer_name, due.recipient,
      case when due.ran_last_month then (this_month - interval '1 month')::date else this_month end,
      case when due.ran_last_month then this_month - 1 else today end,
      report_month => this_month);
  end loop;

  for due in
    select b.id, b.employer_name, b.expires_at,
      (b.published_at at time zone 'Europe/Stockholm')::date as first_day,
      (b.expires_at at time zone 'Europe/Stockholm')::date as last_day,
      private.employer_report_recipient(b.employer_name) as recipient
    from public.banners b
    where b.published_at is not null
      and b.expires_at <= now() and b.expires_at > now() - interval '30 days'
      and not exists (
        select 1 from public.employer_report_deliveries d
        where d.kind = 'final' and d.banner_id = b.id and d.banner_expires_at = b.expires_at
      )
    order by b.expires_at, b.id
  loop
    continue when due.recipient is null;
    return next private.queue_employer_report('final', due.employer_name, due.recipient,
      greatest(due.first_day, due.last_day - 366), due.last_day,
      banner => due.id, banner_expires_at => due.expires_at);
  end loop;
end;
$$;
comment on function public.queue_employer_reports() is
  'send-employer-reports only (service role): queues the monthly reports and banners'' final reports due now, each once.';
revoke all on function public.queue_employer_reports() from public, anon, authenticated;
grant execute on function public.queue_employer_reports() to service_role;

-- The token goes once the e-mail is sent or given up (failed with no further attempt).
create or replace function private.forget_employer_report_token() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.employer_report_deliveries set token = null
  where email_id = new.id and token is not null;
  return new;
end;
$$;
revoke all on function private.forget_employer_report_token() from public;

create trigger outgoing_emails_forget_report_token
  after update of status on public.outgoing_emails
  for each row
  when (new.kind = 'employer-report'
    and (new.status = 'sent' or (new.status = 'failed' and new.next_attempt_at is null)))
  execute function private.forget_employer_report_token();
