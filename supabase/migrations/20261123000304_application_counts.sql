-- The number of applications per job for the admin's jobs list (issue 11), for the jobs on the
-- page only. Security invoker: row-level security decides what is counted (an admin counts
-- every application, anyone else only their own).

create or replace function public.job_application_counts(job_ids uuid[])
returns table (job_id uuid, applications integer)
language sql stable security invoker set search_path = ''
as $$
  select application.job_id, count(*)::integer
  from public.job_applications as application
  where application.job_id = any (job_ids)
  group by application.job_id;
$$;

revoke all on function public.job_application_counts(uuid[]) from public, anon;
grant execute on function public.job_application_counts(uuid[]) to authenticated, service_role;
