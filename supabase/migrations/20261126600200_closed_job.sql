-- Issue 36: a job past its last day to apply (or its expiry) is hidden by row-level security, but
-- a visitor following an old link should read that the ad has closed, not that it never existed.
-- This answers, for one id, the title, employer and closing time of a published ad that has
-- closed, and nothing for drafts or unknown ids: only what was public while the ad was open.
-- As elsewhere, the security-definer part lives in schema private; the API's wrapper runs as
-- the caller.
create function private.closed_job(target uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('title', j.title, 'employer_name', j.employer_name, 'closed_at', j.expires_at)
  from public.jobs j
  where j.id = target and j.status = 'published' and j.expires_at <= now()
$$;
revoke all on function private.closed_job(uuid) from public;
grant execute on function private.closed_job(uuid) to anon, authenticated, service_role;

create function public.closed_job(target uuid) returns jsonb
language sql
stable
set search_path = ''
as $$ select private.closed_job(target) $$;
revoke all on function public.closed_job(uuid) from public;
grant execute on function public.closed_job(uuid) to anon, authenticated, service_role;
