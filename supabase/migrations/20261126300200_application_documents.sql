-- What went with an application (issue 34): copies of the chosen profile documents, made by
-- send-job-application under `<user id>/applications/<application id>/<document id>` (a folder the
-- owner may read but not change, see 20261126300000), and one row per copy. A later edit or
-- deletion of the profile document leaves the application as it was sent; deleting the account
-- or the application removes them (delete-account removes the objects).
create table public.application_documents (
  application_id uuid not null references public.job_applications (id) on delete cascade,
  -- The profile document it was copied from; no foreign key, that document may go later.
  document_id uuid not null,
  kind public.document_kind not null,
  file_name text not null check (btrim(file_name) <> '' and char_length(file_name) <= 200),
  mime_type text not null,
  size_bytes integer not null check (size_bytes between 1 and 10485760),
  object_path text not null unique,
  created_at timestamptz not null default now(),
  primary key (application_id, document_id)
);

alter table public.application_documents enable row level security;

revoke all on public.application_documents from anon, authenticated;
grant select on public.application_documents to authenticated;
grant all on public.application_documents to service_role;

create policy "application_documents: applicant reads" on public.application_documents for select
  to authenticated using (
    exists (
      select 1 from public.job_applications a
      where a.id = application_id and a.applicant_id = (select auth.uid())
    )
  );
create policy "application_documents: admins read" on public.application_documents for select
  to authenticated using ((select private.is_admin()));
