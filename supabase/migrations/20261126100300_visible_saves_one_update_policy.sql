-- Saved jobs (issue 33): only a job the visitor can see may be saved, so an insert can no longer
-- tell a draft's id (it answered 409 for a saved draft, 201 otherwise) from an unknown one.
drop policy "Users save jobs for themselves" on public.saved_jobs;
create policy "Users save visible jobs for themselves" on public.saved_jobs
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.jobs as job
      where job.id = job_id
        and job.status = 'published'
        and (job.expires_at is null or job.expires_at > now())
    )
  );

-- One UPDATE policy per role on job_applications (splinter's multiple_permissive_policies):
-- admins set any status; an applicant may only withdraw their own application.
drop policy "Admins set application status" on public.job_applications;
drop policy "Applicants withdraw their own application" on public.job_applications;
create policy "Admins set status; applicants withdraw their own" on public.job_applications
  for update to authenticated
  using ((select private.is_admin()) or applicant_id = (select auth.uid()))
  with check (
    (select private.is_admin())
    or (applicant_id = (select auth.uid()) and status = 'withdrawn')
  );
