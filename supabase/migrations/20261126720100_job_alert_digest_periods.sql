-- Issue 36: a Bevakningar digest names each assignment's periods (the doctor chose the alert by
-- the days they are free). job_alert_digest of 20261123000500 restated with the jobs' periods.
create or replace function public.job_alert_digest(digest_email uuid) returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'recipient', private.account_email(a.user_id),
    'name', a.name,
    'search', a.search,
    'unsubscribe_token', a.unsubscribe_token,
    'jobs', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', j.id, 'title', j.title, 'employer_name', j.employer_name, 'location', j.location,
        'periods', j.periods
      ) order by j.published_at desc, j.id)
      from public.job_alert_deliveries d
      join public.jobs j on j.id = d.job_id
      where d.email_id = o.id
    ), '[]'::jsonb)
  )
  from public.outgoing_emails o
  join public.job_alerts a on a.id = o.job_alert_id
  where o.id = digest_email
$$;
revoke all on function public.job_alert_digest(uuid) from public, anon, authenticated;
grant execute on function public.job_alert_digest(uuid) to service_role;
