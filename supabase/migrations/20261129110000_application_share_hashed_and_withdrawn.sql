-- The employer's link to an application (issue 34), made safer (issues 44 and 46):
--
-- 1. Its token is stored only as its SHA-256, like a report link's (employer_report_links), so a
--    leaked table gives no working link. The notice e-mail carries the token, so the share keeps
--    it in `token` until that e-mail is sent or given up, then forgets it, as a report delivery
--    does (20261126620000_employer_report_emails).
-- 2. A withdrawn application is closed to the link: public.application_share answers the
--    application's content only while the link is valid and the application not withdrawn, and
--    the employer is told by e-mail (kind 'application-withdrawn', to the notice's address).

alter table public.application_shares add column token_hash bytea;
update public.application_shares set token_hash = sha256(convert_to(token, 'UTF8'));
alter table public.application_shares
  alter column token_hash set not null,
  add constraint application_shares_token_hash_key unique (token_hash),
  add constraint application_shares_token_hash_check check (octet_length(token_hash) = 32),
  drop constraint application_shares_token_key,
  alter column token drop default,
  alter column token drop not null,
  add constraint application_shares_token_check check (token ~ '^[0-9a-f]{64}$');
comment on column public.application_shares.token is
  'The link''s token until the notice e-mail carrying it is sent or given up, then null.';

-- Existing links keep their token only while their notice is still to go out.
update public.application_shares s set token = null
where not exists (
  select 1 from public.outgoing_emails e
  where e.job_application_id = s.application_id and e.kind = 'application-notice'
    and e.status <> 'sent' and not (e.status = 'failed' and e.next_attempt_at is null)
);

-- Admins see when a link expires and revoke it; neither the token nor its hash.
revoke select on public.application_shares from authenticated;
grant select (application_id, created_at, expires_at, revoked_at)
  on public.application_shares to authenticated;

create or replace function private.queue_application_receipt() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  -- 256 random bits (two v4 uuids' bytes, 244 of them random); the token is the permission.
  token text := encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'hex');
begin
  insert into public.application_shares (application_id, token, token_hash)
  values (new.id, token, sha256(convert_to(token, 'UTF8')))
  on conflict (application_id) do nothing;
  insert into public.outgoing_emails (kind, job_application_id)
  values ('application-receipt', new.id), ('application-notice', new.id);
  return new;
end;
$$;

create or replace function private.forget_application_share_token() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.application_shares set token = null
  where application_id = new.job_application_id and token is not null;
  return new;
end;
$$;
revoke all on function private.forget_application_share_token() from public;

create trigger outgoing_emails_forget_share_token
  after update of status on public.outgoing_emails
  for each row
  when (new.kind = 'application-notice'
    and (new.status = 'sent' or (new.status = 'failed' and new.next_attempt_at is null)))
  execute function private.forget_application_share_token();

-- The employer's e-mail that an application was withdrawn: one more kind of outgoing e-mail about
-- an application, widened from the checks as they stand (as 20261126630000 does).
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
         or (kind = %L and job_application_id is not null and contact_request_id is null))',
    kinds, 'application-withdrawn', sources, 'application-withdrawn');
end;
$$;

create unique index outgoing_emails_one_withdrawal_per_application
  on public.outgoing_emails (job_application_id) where kind = 'application-withdrawn';

create or replace function private.queue_application_withdrawn_email() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.outgoing_emails (kind, job_application_id)
  values ('application-withdrawn', new.id)
  on conflict (job_application_id) where kind = 'application-withdrawn' do nothing;
  return new;
end;
$$;
revoke all on function private.queue_application_withdrawn_email() from public;

create trigger job_applications_queue_withdrawn_email after update of status
  on public.job_applications
  for each row
  when (old.status <> 'withdrawn' and new.status = 'withdrawn')
  execute function private.queue_application_withdrawn_email();

/**
 * What the employer's link opens, for the application-share function (service role): the
 * application's content while the link is valid and the application not withdrawn; otherwise
 * only why not (state unknown, revoked, expired or withdrawn), never the applicant's data.
 */
create or replace function public.application_share(token text) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  share public.application_shares;
  application public.job_applications;
begin
  select * into share from public.application_shares s
  where s.token_hash = sha256(convert_to(coalesce(application_share.token, ''), 'UTF8'));
  if not found then
    return jsonb_build_object('state', 'unknown');
  end if;
  select * into application from public.job_applications a where a.id = share.application_id;
  if application.status = 'withdrawn' then
    return jsonb_build_object('state', 'withdrawn');
  end if;
  if share.revoked_at is not null then
    return jsonb_build_object('state', 'revoked');
  end if;
  if share.expires_at <= now() then
    return jsonb_build_object('state', 'expired');
  end if;
  return jsonb_build_object(
    'state', 'open',
    'expiresAt', share.expires_at,
    'application', jsonb_build_object(
      'jobTitle', application.job_title,
      'employerName', application.employer_name,
      'applicantName', application.applicant_name,
      'applicantEmail', application.applicant_email,
      'applicantPhone', application.applicant_phone,
      'coverLetter', application.cover_letter,
      'createdAt', application.created_at),
    'profile', (select p.profile from public.professional_profiles p
      where p.user_id = application.applicant_id),
    'documents', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', d.document_id, 'kind', d.kind, 'mimeType', d.mime_type,
          'sizeBytes', d.size_bytes, 'objectPath', d.object_path)
        order by d.created_at, d.document_id)
      from public.application_documents d where d.application_id = application.id), '[]'));
end;
$$;
comment on function public.application_share(text) is
  'application-share only (service role): an employer link''s application, or why it is closed.';
revoke all on function public.application_share(text) from public, anon, authenticated;
grant execute on function public.application_share(text) to service_role;
