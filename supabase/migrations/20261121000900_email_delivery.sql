-- E-mail delivery: an outbox of outgoing e-mails with their delivery state, and the request log
-- the functions' rate limits count. Only the functions (service role) write here; admins read the
-- delivery state.
--
-- A contact request and its e-mail are queued in one transaction: the trigger below inserts the
-- outgoing e-mail in the same statement that stores the request, so a stored request is never
-- left without its e-mail and a replayed request (same id) queues nothing twice.
-- Delivery claims a row atomically (UPDATE … WHERE status/next_attempt_at … RETURNING), so each
-- message is handed to the mail transport by one worker at a time; see supabase/functions/_server.

create table public.outgoing_emails (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('contact-request', 'application-notice')),
  contact_request_id uuid unique references public.contact_requests (id) on delete cascade,
  job_application_id uuid unique references public.job_applications (id) on delete cascade,
  -- pending: waiting for its first attempt; sending: claimed by a worker until next_attempt_at
  -- (a lease); sent: delivered; failed: the last attempt failed, retried at next_attempt_at
  -- (null after the last allowed attempt).
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz default now(),
  last_error text check (char_length(last_error) <= 2000),
  recipients text[] check (cardinality(recipients) <= 20),
  subject text check (char_length(subject) <= 500),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint outgoing_emails_one_source check (
    (kind = 'contact-request' and contact_request_id is not null and job_application_id is null)
    or (kind = 'application-notice' and job_application_id is not null and contact_request_id is null)
  )
);
comment on table public.outgoing_emails is 'E-mails to send and their delivery state. Written by the e-mail functions; admins read.';

create index outgoing_emails_due_idx on public.outgoing_emails (next_attempt_at)
  where status <> 'sent';
create index outgoing_emails_created_at_idx on public.outgoing_emails (created_at desc);

create trigger outgoing_emails_set_updated_at before update on public.outgoing_emails
  for each row execute function private.set_updated_at();

create or replace function private.queue_contact_request_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.outgoing_emails (kind, contact_request_id) values ('contact-request', new.id);
  return new;
end;
$$;

revoke all on function private.queue_contact_request_email() from public;

create trigger contact_requests_queue_email after insert on public.contact_requests
  for each row execute function private.queue_contact_request_email();

alter table public.outgoing_emails enable row level security;
revoke all on public.outgoing_emails from anon, authenticated;
grant all on public.outgoing_emails to service_role;
grant select on public.outgoing_emails to authenticated;

create policy "Admins read the e-mail delivery state" on public.outgoing_emails
  for select to authenticated
  using ((select private.is_admin()));

-- One row per accepted function call, counted per bucket (client address or user) in a window.
create table public.function_rate_limit_hits (
  id bigint generated always as identity primary key,
  bucket text not null check (char_length(bucket) <= 200),
  created_at timestamptz not null default now()
);
comment on table public.function_rate_limit_hits is 'Recent Edge Function calls per client address or user, for rate limits. Service role only.';

create index function_rate_limit_hits_bucket_idx on public.function_rate_limit_hits (bucket, created_at);
create index function_rate_limit_hits_created_at_idx on public.function_rate_limit_hits (created_at);

alter table public.function_rate_limit_hits enable row level security;
revoke all on public.function_rate_limit_hits from anon, authenticated;
grant all on public.function_rate_limit_hits to service_role;
