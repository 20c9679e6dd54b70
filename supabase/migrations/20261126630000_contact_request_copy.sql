-- The employer's copy of a request form (issue 37): when a request is stored, the provider's
-- e-mail and a copy to the address the employer gave are queued in the same statement. The copy
-- holds what was sent, so an employer who looked away knows it arrived and where the answer goes.
-- Abuse: each address and client is held to the functions' rate limits (send-contact-email), and
-- the copy goes only to the address the request itself names.

do $$
declare
  kinds text;
  sources text;
begin
  -- Widened from the checks as they stand, so kinds added by other migrations stay allowed.
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
         or (kind = %L and contact_request_id is not null and job_application_id is null))',
    kinds, 'contact-request-copy', sources, 'contact-request-copy');
end;
$$;

-- One e-mail of each kind per request (a replayed request queues nothing twice).
alter table public.outgoing_emails drop constraint outgoing_emails_contact_request_id_key;
create unique index outgoing_emails_one_per_contact_request
  on public.outgoing_emails (contact_request_id, kind)
  where contact_request_id is not null;

create or replace function private.queue_contact_request_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.outgoing_emails (kind, contact_request_id)
  values ('contact-request', new.id), ('contact-request-copy', new.id);
  return new;
end;
$$;
