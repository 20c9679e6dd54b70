-- Issue 45: a Bevakningar digest carries each job's whole row, so the e-mail shows whatever the
-- job's one definition (supabase/functions/_shared/public-job.ts) says the alert shows, without a
-- migration per field. job_alert_digest of 20261126720100 restated; it still answers the service
-- role alone (the e-mail function), never a visitor.
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
      select jsonb_agg(to_jsonb(j) order by j.published_at desc, j.id)
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
