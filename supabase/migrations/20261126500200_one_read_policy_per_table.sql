-- One SELECT policy per table and role (splinter 0006, multiple_permissive_policies): the owner's
-- and the admins' reads of the document tables (issue 34) as one policy each, the same rows.

drop policy "professional_profiles: owner reads" on public.professional_profiles;
drop policy "professional_profiles: admins read" on public.professional_profiles;
create policy "professional_profiles: owner and admins read" on public.professional_profiles
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

drop policy "profile_documents: owner reads" on public.profile_documents;
drop policy "profile_documents: admins read" on public.profile_documents;
create policy "profile_documents: owner and admins read" on public.profile_documents
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

drop policy "application_documents: applicant reads" on public.application_documents;
drop policy "application_documents: admins read" on public.application_documents;
create policy "application_documents: applicant and admins read" on public.application_documents
  for select to authenticated
  using (
    (select private.is_admin())
    or exists (
      select 1 from public.job_applications a
      where a.id = application_id and a.applicant_id = (select auth.uid())
    )
  );
