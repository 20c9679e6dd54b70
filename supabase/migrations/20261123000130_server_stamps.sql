-- Audit and sync columns are the server's (issue 13): whatever a client sends for created_at,
-- updated_at, created_by or published_at is replaced. A future updated_at would otherwise hide
-- every later change from the visitors' offline copies, whose delta sync keys on it.
-- "A client" is a request through the API as anon or authenticated. The service role (the Edge
-- Functions) and the database owner (seed, data imports, benchmarks) may still set them, e.g. to
-- load history.

-- For every table that has them: created_at and created_by are stamped on insert and kept on
-- update, updated_at is now() on both (the existing *_set_updated_at triggers also do it on
-- update, for every writer). jsonb_populate_record sets only the columns the table has.
create or replace function private.stamp_audit_columns() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  present jsonb;
  stamps jsonb := '{}';
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  present := to_jsonb(new);
  if present ? 'created_at' then
    stamps := stamps || jsonb_build_object(
      'created_at', case when tg_op = 'INSERT' then now() else (to_jsonb(old) ->> 'created_at')::timestamptz end);
  end if;
  if present ? 'created_by' then
    stamps := stamps || jsonb_build_object(
      'created_by', case when tg_op = 'INSERT' then auth.uid() else (to_jsonb(old) ->> 'created_by')::uuid end);
  end if;
  if present ? 'updated_at' then
    stamps := stamps || jsonb_build_object('updated_at', now());
  end if;
  return jsonb_populate_record(new, stamps);
end;
$$;

do $$
declare
  t text;
begin
  foreach t in array array[
    'jobs', 'banners', 'user_roles', 'job_seeker_profiles', 'job_applications',
    'contact_requests', 'settings', 'private_settings', 'outgoing_emails', 'function_rate_limit_hits'
  ] loop
    execute format(
      'create trigger %I before insert or update on public.%I for each row execute function private.stamp_audit_columns()',
      t || '_stamp_audit_columns', t);
  end loop;
end;
$$;

-- published_at: a client's value is ignored; publishing stamps now(), later edits keep the stamp.
-- The existing publication triggers then do the rest (expiry 30 days after publishing).
create or replace function private.ignore_client_published_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.published_at := case when tg_op = 'INSERT' then null else old.published_at end;
  end if;
  return new;
end;
$$;

-- Named to sort before *_stamp_publication: BEFORE triggers run in name order.
create trigger jobs_ignore_client_published_at before insert or update on public.jobs
  for each row execute function private.ignore_client_published_at();
create trigger banners_ignore_client_published_at before insert or update on public.banners
  for each row execute function private.ignore_client_published_at();

revoke all on function private.stamp_audit_columns(), private.ignore_client_published_at() from public;
