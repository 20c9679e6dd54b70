-- Applications are kept a set time after their job closed (issue 34; the privacy page says how
-- long): purge-closed-applications, run daily (pg_cron on hosted, the stand-in's scheduler
-- locally), asks this function which ones are due, removes their documents' copies through the
-- Storage API and then deletes the rows. A published job closes when its ad expires; one taken
-- down (draft) closed when it was last changed, or at its expiry if that came first.
create function public.applications_due_for_deletion(retention_days integer)
returns table (id uuid, applicant_id uuid)
language sql
stable
set search_path = ''
as $$
  select a.id, a.applicant_id
  from public.job_applications a
  join public.jobs j on j.id = a.job_id
  where (
      case when j.status = 'published' then j.expires_at
           else least(j.updated_at, coalesce(j.expires_at, j.updated_at)) end
    ) < now() - make_interval(days => retention_days)
  order by a.created_at
  limit 500
$$;

revoke execute on function public.applications_due_for_deletion(integer) from public, anon, authenticated;
grant execute on function public.applications_due_for_deletion(integer) to service_role;
