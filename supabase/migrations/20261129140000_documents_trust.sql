-- Documents stay what was checked (issue 46.2). Every write of an object in the documents bucket,
-- by the Storage API's permission test (as the caller) and its final row write (as the superuser),
-- passes one trigger, so hosted Storage runs the same rules as the stand-in (docs/storage.md):
--   * the declared type is exactly one of the bucket's allowed_mime_types (hosted splits it on
--     `/` and compares the first two pieces, so `image/png/;text/html` passed);
--   * Cache-Control is one of the two forms storage-js sends;
--   * a document register-document has filed keeps its bytes: a write with another eTag (MD5 of
--     the bytes) is refused, the same bytes again (the outbox's replayed upsert) are not;
--   * a doctor's own uploads total at most 50 MiB (the copies sent with applications do not count).
-- Refusals are SQLSTATE 42501, which Storage answers as 403 AccessDenied. Objects that nothing
-- refers to a day after their upload are removed by purge-unattached-documents.

create function private.documents_quota_bytes() returns bigint
  language sql immutable set search_path = ''
as $$ select 52428800::bigint $$;

comment on function private.documents_quota_bytes() is
  'A doctor''s own documents in total, in bytes (50 MB; the upload form says so).';

create function private.check_document_object() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  folder text := (storage.foldername(new.name))[1];
  allowed text[];
  mimetype text := new.metadata ->> 'mimetype';
  cache_control text := new.metadata ->> 'cacheControl';
  new_size bigint := coalesce((new.metadata ->> 'size')::bigint, (new.metadata ->> 'contentLength')::bigint, 0);
  used bigint;
begin
  if new.bucket_id <> 'documents' then
    return new;
  end if;
  if char_length(new.name) > 200 then
    raise exception 'Invalid key: longer than 200 characters' using errcode = '42501';
  end if;
  select b.allowed_mime_types into allowed from storage.buckets b where b.id = new.bucket_id;
  if mimetype is null or not (mimetype = any (allowed)) then
    raise exception 'mime type % is not supported', coalesce(mimetype, '(none)')
      using errcode = '42501';
  end if;
  if cache_control is not null and cache_control !~ '^(max-age=[0-9]{1,9}|no-cache)$' then
    raise exception 'Invalid cache-control: %', left(cache_control, 100) using errcode = '42501';
  end if;

  -- A filed document: only the same bytes may be written again (the final write carries the eTag).
  if tg_op = 'UPDATE'
    and new.metadata ? 'eTag'
    and new.metadata ->> 'eTag' is distinct from old.metadata ->> 'eTag'
    and exists (
      select 1 from public.profile_documents d where old.name = d.user_id::text || '/' || d.id::text
    )
  then
    raise exception 'Dokumentet är redan kontrollerat och kan inte bytas ut. Ladda upp det som ett nytt dokument.'
      using errcode = '42501';
  end if;

  if (storage.foldername(new.name))[2] is distinct from 'applications' then
    -- One writer per folder at a time, so parallel uploads cannot each pass the sum.
    perform pg_advisory_xact_lock(hashtext('documents-quota:' || coalesce(folder, '')));
    select coalesce(sum((o.metadata ->> 'size')::bigint), 0) into used
    from storage.objects o
    where o.bucket_id = 'documents'
      and starts_with(o.name, folder || '/')
      and not starts_with(o.name, folder || '/applications/')
      and o.name <> new.name;
    if used + new_size > private.documents_quota_bytes() then
      raise exception 'Du har laddat upp 50 MB dokument, vilket är gränsen. Ta bort ett dokument först.'
        using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

revoke all on function private.check_document_object() from public;

create trigger check_document_object before insert or update on storage.objects
  for each row execute function private.check_document_object();

-- Nothing is added to an application once its notice has gone to the employer: what they were
-- sent is what the link shows.
create function private.refuse_documents_after_sending() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if exists (
    select 1 from public.outgoing_emails e
    where e.job_application_id = new.application_id
      and e.kind = 'application-notice'
      and e.status = 'sent'
  ) then
    raise exception 'Ansökan är redan skickad. Dokument kan inte läggas till i efterhand.'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke all on function private.refuse_documents_after_sending() from public;

create trigger application_documents_before_sending before insert on public.application_documents
  for each row execute function private.refuse_documents_after_sending();

-- Objects of the documents bucket that nothing refers to, uploaded more than `older_than` ago: a
-- doctor's upload never filed by register-document, or an application copy whose row was never
-- written. purge-unattached-documents removes them through the Storage API.
create function public.unattached_documents(older_than interval)
returns setof text
language sql
stable
set search_path = ''
as $$
  select o.name
  from storage.objects o
  where o.bucket_id = 'documents'
    and o.created_at < now() - older_than
    and not exists (
      select 1 from public.profile_documents d
      where o.name = d.user_id::text || '/' || d.id::text
    )
    and not exists (select 1 from public.application_documents a where a.object_path = o.name)
  order by o.created_at
  limit 1000
$$;

revoke execute on function public.unattached_documents(interval) from public, anon, authenticated;
grant execute on function public.unattached_documents(interval) to service_role;
