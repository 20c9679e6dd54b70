-- Applications carry who applied and what they applied to as the database knows it (issue 11).
--
-- Identity: applicant_name, applicant_email and applicant_phone are set here, from the applicant's
-- account (e-mail) and job_seeker_profiles (name, phone), never from the request; the client may
-- insert only id, job_id, applicant_id (its own, by RLS) and cover_letter.
-- Snapshot: job_title and employer_name are copied from the job at insert, so "Mina ansökningar"
-- still says what was applied for after the ad expires or is unpublished.
-- Withdrawing: the only change an applicant may make is setting their own application's status
-- to 'withdrawn'; a withdrawn application stays withdrawn, and only its applicant withdraws.

alter table public.job_applications
  add column job_title text,
  add column employer_name text;

update public.job_applications as application
set job_title = job.title, employer_name = job.employer_name
from public.jobs as job
where job.id = application.job_id;

alter table public.job_applications
  alter column job_title set not null,
  alter column employer_name set not null,
  alter column applicant_id set default auth.uid();

create or replace function private.fill_application_identity() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  full_name text;
  phone text;
  account_email text;
begin
  select p.full_name, p.phone into full_name, phone
  from public.job_seeker_profiles p where p.user_id = new.applicant_id;
  select u.email into account_email from auth.users u where u.id = new.applicant_id;
  if btrim(coalesce(full_name, '')) = '' or account_email is null then
    raise exception 'Fyll i ditt namn i Min profil innan du ansöker.'
      using errcode = '23514', hint = 'job_seeker_profiles.full_name';
  end if;
  new.applicant_name := btrim(full_name);
  new.applicant_email := account_email;
  new.applicant_phone := nullif(btrim(coalesce(phone, '')), '');
  select j.title, j.employer_name into new.job_title, new.employer_name
  from public.jobs j where j.id = new.job_id;
  return new;
end;
$$;

revoke all on function private.fill_application_identity() from public;

create trigger job_applications_fill_identity before insert on public.job_applications
  for each row execute function private.fill_application_identity();

-- Status rules the column grant cannot express: see the header. Runs as the caller, so the
-- service role (the functions, account deletion) is not held to them.
create or replace function private.guard_application_status() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if current_user <> 'authenticated' or new.status is not distinct from old.status then
    return new;
  end if;
  if old.status = 'withdrawn' then
    raise exception 'Ansökan är återkallad och kan inte ändras.' using errcode = '42501';
  end if;
  if new.status = 'withdrawn' and old.applicant_id is distinct from auth.uid() then
    raise exception 'Bara den sökande kan återkalla en ansökan.' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger job_applications_guard_status before update on public.job_applications
  for each row execute function private.guard_application_status();

revoke insert on public.job_applications from authenticated;
grant insert (id, job_id, applicant_id, cover_letter) on public.job_applications to authenticated;

create policy "Applicants withdraw their own application" on public.job_applications
  for update to authenticated
  using (applicant_id = (select auth.uid()))
  with check (applicant_id = (select auth.uid()) and status = 'withdrawn');

-- E-mails to the applicant: a receipt when the application is stored and a message when its
-- status changes (not for their own withdrawal). Both are queued in the statement that stores the
-- change, like the contact request's e-mail, and addressed by the functions to the account's
-- e-mail (supabase/functions/_server/compose.ts).

alter table public.outgoing_emails
  drop constraint outgoing_emails_kind_check,
  drop constraint outgoing_emails_one_source,
  drop constraint outgoing_emails_job_application_id_key,
  add column application_status public.application_status;

alter table public.outgoing_emails
  add constraint outgoing_emails_kind_check check (
    kind in ('contact-request', 'application-notice', 'application-receipt', 'application-status')
  ),
  add constraint outgoing_emails_one_source check (
    (kind = 'contact-request' and contact_request_id is not null and job_application_id is null)
    or (kind in ('application-notice', 'application-receipt')
        and job_application_id is not null and contact_request_id is null)
    or (kind = 'application-status' and job_application_id is not null
        and contact_request_id is null and application_status is not null)
  );

-- One notice and one receipt per application (a replayed call queues nothing twice); status
-- messages, one per change.
create unique index outgoing_emails_one_per_application
  on public.outgoing_emails (job_application_id, kind)
  where kind in ('application-notice', 'application-receipt');
create index outgoing_emails_job_application_id_idx on public.outgoing_emails (job_application_id);

create or replace function private.queue_application_receipt() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.outgoing_emails (kind, job_application_id)
  values ('application-receipt', new.id);
  return new;
end;
$$;

create or replace function private.queue_application_status_email() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.outgoing_emails (kind, job_application_id, application_status)
  values ('application-status', new.id, new.status);
  return new;
end;
$$;

revoke all on function private.queue_application_receipt() from public;
revoke all on function private.queue_application_status_email() from public;

create trigger job_applications_queue_receipt after insert on public.job_applications
  for each row execute function private.queue_application_receipt();
create trigger job_applications_queue_status_email after update of status on public.job_applications
  for each row
  when (old.status is distinct from new.status and new.status <> 'withdrawn')
  execute function private.queue_application_status_email();
