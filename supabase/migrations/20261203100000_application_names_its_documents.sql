-- The application names the profile documents sent with it, in the row the applicant stores, and
-- whoever sends the employer's notice (send-job-application or the retry worker) files them
-- first (_server/application-documents.ts). Before, only the app's call after the insert named
-- them, so the notice waited ten minutes for that call (migration 20261202110000): a phone that
-- lost its signal between the two for longer sent the notice without its CV, and the documents
-- were then refused. The notice is due at once again. An app installed before this names the
-- documents in its call to send-job-application, which adds them while the notice is to go.

alter table public.job_applications
  add column chosen_document_ids uuid[] not null default '{}';
comment on column public.job_applications.chosen_document_ids is
  'The applicant''s profile documents sent with the application; filed before the employer''s notice.';

grant insert (chosen_document_ids) on public.job_applications to authenticated;

-- Checked here for every client: at most ten, each one of the applicant's own documents, each once.
create function private.check_application_documents() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  new.chosen_document_ids := array(select distinct unnest(new.chosen_document_ids));
  if cardinality(new.chosen_document_ids) > 10 then
    raise exception 'Högst 10 dokument kan skickas med en ansökan.' using errcode = '23514',
      hint = 'job_applications.chosen_document_ids';
  end if;
  if exists (
    select 1 from unnest(new.chosen_document_ids) as chosen(id)
    where not exists (
      select 1 from public.profile_documents d where d.id = chosen.id and d.user_id = new.applicant_id
    )
  ) then
    raise exception 'Ett valt dokument finns inte längre i din profil. Välj dokumenten igen.'
      using errcode = '23514', hint = 'job_applications.chosen_document_ids';
  end if;
  return new;
end;
$$;

revoke all on function private.check_application_documents() from public;

create trigger job_applications_documents before insert on public.job_applications
  for each row execute function private.check_application_documents();

-- Nothing is added once the notice has gone to the employer (migration 20261129140000): neither a
-- document's row nor, now, a name (send-job-application adds the names an older app sends).
create function private.refuse_after_notice(application uuid) returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  if exists (
    select 1 from public.outgoing_emails e
    where e.job_application_id = application
      and e.kind = 'application-notice'
      and e.status = 'sent'
  ) then
    raise exception 'Ansökan är redan skickad. Dokument kan inte läggas till i efterhand.'
      using errcode = '42501';
  end if;
end;
$$;
revoke all on function private.refuse_after_notice(uuid) from public;

create or replace function private.refuse_documents_after_sending() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  perform private.refuse_after_notice(new.application_id);
  return new;
end;
$$;

create function private.refuse_names_after_sending() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  perform private.refuse_after_notice(new.id);
  return new;
end;
$$;
revoke all on function private.refuse_names_after_sending() from public;

create trigger job_applications_names_before_sending
  before update of chosen_document_ids on public.job_applications
  for each row when (new.chosen_document_ids is distinct from old.chosen_document_ids)
  execute function private.refuse_names_after_sending();

-- As in migration 20261201100000: the notice is queued due at once.
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
