-- Grants and row-level security for every table in public. Supabase's default privileges give
-- anon and authenticated everything on new tables, so each table first loses all of it and then
-- gets back only what its policies use. One permissive policy per table, command and role.
--
--   visitor (anon):        published, unexpired jobs; published banners; settings
--   job seeker:            the same, plus their own profile (read, update name/phone/profession),
--                          their own role rows, and their own applications (read, insert pending
--                          to a publicly visible job)
--   admin (user_roles):    everything on jobs, banners, user_roles, settings, private_settings;
--                          reads profiles, applications and contact requests; sets application
--                          status
--   service_role:          bypasses RLS (the functions)

revoke all on all tables in schema public from anon, authenticated;
grant all on all tables in schema public to service_role;

-- Helper functions run only where granted. Those used in CHECK constraints are executed with
-- the caller's privileges, so every API role may run them.
revoke execute on all functions in schema private from public;
grant execute on function private.is_admin() to authenticated, service_role;
grant execute on function private.is_email(text), private.is_https_url(text), private.are_emails(text[])
  to anon, authenticated, service_role;

-- jobs --------------------------------------------------------------------------------------

alter table public.jobs enable row level security;
grant select on public.jobs to anon;
grant select, insert, update, delete on public.jobs to authenticated;

create policy "Visitors read published, unexpired jobs" on public.jobs
  for select to anon
  using (status = 'published' and (expires_at is null or expires_at > now()));
create policy "Users read published, unexpired jobs; admins read all" on public.jobs
  for select to authenticated
  using (
    (status = 'published' and (expires_at is null or expires_at > now()))
    or (select private.is_admin())
  );
create policy "Admins create jobs" on public.jobs
  for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins update jobs" on public.jobs
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins delete jobs" on public.jobs
  for delete to authenticated
  using ((select private.is_admin()));

-- banners -----------------------------------------------------------------------------------

alter table public.banners enable row level security;
grant select on public.banners to anon;
grant select, insert, update, delete on public.banners to authenticated;

create policy "Visitors read published banners" on public.banners
  for select to anon
  using (status = 'published');
create policy "Users read published banners; admins read all" on public.banners
  for select to authenticated
  using (status = 'published' or (select private.is_admin()));
create policy "Admins create banners" on public.banners
  for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins update banners" on public.banners
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins delete banners" on public.banners
  for delete to authenticated
  using ((select private.is_admin()));

-- user_roles --------------------------------------------------------------------------------

alter table public.user_roles enable row level security;
grant select, insert, update, delete on public.user_roles to authenticated;

create policy "Users read their own roles; admins read all" on public.user_roles
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "Admins grant roles" on public.user_roles
  for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins change roles" on public.user_roles
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins revoke roles" on public.user_roles
  for delete to authenticated
  using ((select private.is_admin()));

-- job_seeker_profiles -----------------------------------------------------------------------

alter table public.job_seeker_profiles enable row level security;
grant select on public.job_seeker_profiles to authenticated;
-- e-mail follows the account; user_id and timestamps are not the user's to change.
grant update (full_name, phone, profession) on public.job_seeker_profiles to authenticated;

create policy "Job seekers read their own profile; admins read all" on public.job_seeker_profiles
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "Job seekers update their own profile" on public.job_seeker_profiles
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- job_applications --------------------------------------------------------------------------

alter table public.job_applications enable row level security;
grant select on public.job_applications to authenticated;
grant insert (id, job_id, applicant_id, applicant_name, applicant_email, applicant_phone, cover_letter, status)
  on public.job_applications to authenticated;
grant update (status) on public.job_applications to authenticated;

create policy "Applicants read their own applications; admins read all" on public.job_applications
  for select to authenticated
  using (applicant_id = (select auth.uid()) or (select private.is_admin()));
create policy "Job seekers apply, as themselves, to a public job" on public.job_applications
  for insert to authenticated
  with check (
    applicant_id = (select auth.uid())
    and status = 'pending'
    and exists (
      select 1 from public.jobs as job
      where job.id = job_id
        and job.status = 'published'
        and (job.expires_at is null or job.expires_at > now())
    )
  );
create policy "Admins set application status" on public.job_applications
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- contact_requests: written only by the send-contact-email function (service role) ----------

alter table public.contact_requests enable row level security;
grant select on public.contact_requests to authenticated;

create policy "Admins read contact requests" on public.contact_requests
  for select to authenticated
  using ((select private.is_admin()));

-- settings: public read, admin write --------------------------------------------------------

alter table public.settings enable row level security;
grant select on public.settings to anon, authenticated;
grant update (provider_name, contact_email, email_signature) on public.settings to authenticated;

create policy "Everyone reads the provider settings" on public.settings
  for select to anon, authenticated
  using (true);
create policy "Admins update the provider settings" on public.settings
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- private_settings: admins and the service role only ---------------------------------------

alter table public.private_settings enable row level security;
grant select on public.private_settings to authenticated;
grant update (notification_recipients) on public.private_settings to authenticated;

create policy "Admins read the private settings" on public.private_settings
  for select to authenticated
  using ((select private.is_admin()));
create policy "Admins update the private settings" on public.private_settings
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
