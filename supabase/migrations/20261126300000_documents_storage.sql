-- Doctors' documents (issue 34): a private Storage bucket with the types and size the app
-- accepts, objects under the owner's folder `<user id>/…`, and `profile_documents`, the app's
-- record of each document whose bytes the register-document function has checked (docs/storage.md).
-- Runs unchanged on hosted Supabase: storage.buckets/objects and their helpers are Storage's own.

-- Also declared in supabase/config.toml ([storage.buckets.documents]); `db push` alone suffices.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'documents',
  'documents',
  false,
  10485760,
  array[
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'image/jpeg',
    'image/png'
  ]
)
on conflict (id) do nothing;

-- The owner reads everything under their folder; writes, replaces and deletes there except
-- `<user id>/applications/…`, the copies sent with applications, which only functions (service
-- role) write and delete, so a sent application keeps what it was sent with. Admins read.
-- Nothing for anon.
create policy "documents: owner reads" on storage.objects for select to authenticated
  using (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "documents: owner uploads" on storage.objects for insert to authenticated
  with check (
    bucket_id = 'documents'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (storage.foldername(name))[2] is distinct from 'applications'
  );
create policy "documents: owner replaces" on storage.objects for update to authenticated
  using (
    bucket_id = 'documents'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (storage.foldername(name))[2] is distinct from 'applications'
  )
  with check (
    bucket_id = 'documents'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (storage.foldername(name))[2] is distinct from 'applications'
  );
create policy "documents: owner deletes" on storage.objects for delete to authenticated
  using (
    bucket_id = 'documents'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (storage.foldername(name))[2] is distinct from 'applications'
  );
create policy "documents: admins read" on storage.objects for select to authenticated
  using (bucket_id = 'documents' and (select private.is_admin()));

create type public.document_kind as enum ('cv', 'licence', 'certificate', 'other');

create table public.profile_documents (
  -- Also the object's name in the bucket: `<user_id>/<id>`.
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind public.document_kind not null,
  -- The file's own name, shown to people (object keys must be ASCII, names need not be).
  file_name text not null check (btrim(file_name) <> '' and char_length(file_name) <= 200),
  mime_type text not null check (mime_type in (
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'image/jpeg',
    'image/png'
  )),
  size_bytes integer not null check (size_bytes between 1 and 10485760),
  created_at timestamptz not null default now()
);

create index profile_documents_user_id_idx on public.profile_documents (user_id, created_at desc);

alter table public.profile_documents enable row level security;

-- Rows are written only by register-document (service role) after it has checked the bytes.
revoke all on public.profile_documents from anon, authenticated;
grant select, delete on public.profile_documents to authenticated;
grant all on public.profile_documents to service_role;

create policy "profile_documents: owner reads" on public.profile_documents for select
  to authenticated using (user_id = (select auth.uid()));
create policy "profile_documents: owner deletes" on public.profile_documents for delete
  to authenticated using (user_id = (select auth.uid()));
create policy "profile_documents: admins read" on public.profile_documents for select
  to authenticated using ((select private.is_admin()));
