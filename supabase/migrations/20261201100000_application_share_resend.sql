-- The employer's link sent again (issue 50): an admin replaces an application's link with a new
-- one (a new token, 14 days from now) and the employer gets the notice again, carrying it. The
-- old link then says it was revoked. The token is still stored only until the notice carrying it
-- is out; the admin who asked gets it once, in the answer, to copy.
--
-- 1. Making the link and queuing the notice are one function, private.send_application_share,
--    used both when the application is stored and when an admin sends the link again.
-- 2. An application may have several notices (the first and each one sent again); a notice still
--    waiting to go out is made due instead of queuing a second one, and the token is forgotten
--    only once no notice is left to carry it.
-- 3. The hashes of replaced tokens are kept, so an old link answers 'revoked', not 'unknown'.

create table public.application_shares_replaced (
  token_hash bytea primary key check (octet_length(token_hash) = 32),
  application_id uuid not null references public.job_applications (id) on delete cascade,
  replaced_at timestamptz not null default now()
);
comment on table public.application_shares_replaced is
  'The SHA-256 of employer links replaced by a new one (sent again): they answer revoked.';
create index application_shares_replaced_application_idx
  on public.application_shares_replaced (application_id);

alter table public.application_shares_replaced enable row level security;
revoke all on public.application_shares_replaced from anon, authenticated;
grant all on public.application_shares_replaced to service_role;

-- The receipt stays one per application; notices may be several (see 2. above).
drop index public.outgoing_emails_one_per_application;
create unique index outgoing_emails_one_receipt_per_application
  on public.outgoing_emails (job_application_id) where kind = 'application-receipt';

/**
 * Makes the application's link (a new token, valid as long as the column's default says, the
 * previous one kept as replaced) and queues the employer's notice that carries it, or makes a
 * notice still waiting due now (it reads the token when it is sent). Answers the token.
 */
create function private.send_application_share(application uuid) returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  -- 256 random bits (two v4 uuids' bytes, 244 of them random); the token is the permission.
  token text := encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'hex');
begin
  insert into public.application_shares_replaced (token_hash, application_id)
  select s.token_hash, s.application_id from public.application_shares s
  where s.application_id = application;
  insert into public.application_shares (application_id, token, token_hash)
  values (application, token, sha256(convert_to(token, 'UTF8')))
  on conflict (application_id) do update
    set token = excluded.token, token_hash = excluded.token_hash, created_at = default,
        expires_at = default, revoked_at = null;
  update public.outgoing_emails set next_attempt_at = now()
  where job_application_id = application and kind = 'application-notice'
    and status in ('pending', 'failed') and next_attempt_at is not null;
  if not found then
    insert into public.outgoing_emails (kind, job_application_id)
    values ('application-notice', application);
  end if;
  return token;
end;
$$;
revoke all on function private.send_application_share(uuid) from public;

create or replace function private.queue_application_receipt() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.outgoing_emails (kind, job_application_id)
  values ('application-receipt', new.id);
  perform private.send_application_share(new.id);
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
  where application_id = new.job_application_id and token is not null
    and not exists (
      select 1 from public.outgoing_emails e
      where e.job_application_id = new.job_application_id and e.kind = 'application-notice'
        and e.id <> new.id and e.status <> 'sent' and e.next_attempt_at is not null);
  return new;
end;
$$;

/**
 * An admin sends the employer's link again: the current link stops working, a new one is made
 * and the notice carrying it is queued to the employer's address. Answers the new token, once.
 */
create function private.resend_application_share(application uuid) returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  current_status public.application_status;
begin
  if not private.is_admin() then
    raise exception 'Endast administratörer kan skicka arbetsgivarens länk.' using errcode = '42501';
  end if;
  select a.status into current_status from public.job_applications a
  where a.id = application for update;
  if not found then
    raise exception 'Ansökan finns inte.' using errcode = '22023';
  end if;
  if current_status = 'withdrawn' then
    raise exception 'Ansökan har återkallats av den sökande. Länken kan inte skickas igen.'
      using errcode = 'PT409';
  end if;
  return private.send_application_share(application);
end;
$$;
revoke all on function private.resend_application_share(uuid) from public;
grant execute on function private.resend_application_share(uuid) to authenticated;
-- The API's entry point runs as the caller; the rules live in private.resend_application_share.
create function public.resend_application_share(application uuid) returns text
language sql set search_path = ''
as $$ select private.resend_application_share(application) $$;
comment on function public.resend_application_share(uuid) is
  'Admins: replaces the employer''s link to an application and queues the notice with the new one.';
revoke all on function public.resend_application_share(uuid) from public, anon;
grant execute on function public.resend_application_share(uuid) to authenticated;

-- As in 20261129110000, plus: a replaced token answers 'revoked'.
create or replace function public.application_share(token text) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  hash bytea := sha256(convert_to(coalesce(application_share.token, ''), 'UTF8'));
  share public.application_shares;
  application public.job_applications;
begin
  select * into share from public.application_shares s where s.token_hash = hash;
  if not found then
    if exists (select 1 from public.application_shares_replaced r where r.token_hash = hash) then
      return jsonb_build_object('state', 'revoked');
    end if;
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
