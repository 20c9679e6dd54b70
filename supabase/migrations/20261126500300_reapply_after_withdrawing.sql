-- A doctor who withdrew an application may apply to the job again (issue 37): one application
-- per job and applicant that is not withdrawn, instead of one ever. A second active application
-- is still refused with 23505, which the app shows as the spec's "Du har redan ansökt till detta
-- jobb"; a withdrawn one stays as it was, for the employer's record.
alter table public.job_applications drop constraint job_applications_job_id_applicant_id_key;
create unique index job_applications_one_active_per_job
  on public.job_applications (job_id, applicant_id)
  where status <> 'withdrawn';
