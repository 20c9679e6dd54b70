-- The employer's link to an application (issue 34): the notice e-mail carries
-- SITE_URL/ansokan/<token>, which shows the letter, the profile's summary and the documents
-- without an account (the application-share function answers it), for 14 days. Admins may revoke
-- it. One link per application, made by send-job-application with the notice.
create table public.application_shares (
  application_id uuid primary key references public.job_applications (id) on delete cascade,
  -- 244 random bits (two v4 uuids); the token is the permission, like a job alert's.
  token text not null unique
    default replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '14 days',
  revoked_at timestamptz
);

alter table public.application_shares enable row level security;

revoke all on public.application_shares from anon, authenticated;
grant select, update (revoked_at) on public.application_shares to authenticated;
grant all on public.application_shares to service_role;

create policy "application_shares: admins read" on public.application_shares for select
  to authenticated using ((select private.is_admin()));
create policy "application_shares: admins revoke" on public.application_shares for update
  to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
