-- Saved jobs follow the account (issue 11): a signed-in user's saved jobs are stored here and
-- merged with the device's list on sign-in (src/features/saved-jobs/savedJobsSync.ts). Each user
-- reads and writes only their own rows.

create table public.saved_jobs (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  job_id uuid not null references public.jobs (id) on delete cascade,
  saved_at timestamptz not null default now(),
  primary key (user_id, job_id)
);
comment on table public.saved_jobs is 'Jobs a signed-in user has saved. Own rows only.';

create index saved_jobs_job_id_idx on public.saved_jobs (job_id);

alter table public.saved_jobs enable row level security;
revoke all on public.saved_jobs from anon, authenticated;
grant select, delete on public.saved_jobs to authenticated;
grant insert (user_id, job_id, saved_at), update (saved_at) on public.saved_jobs to authenticated;
grant all on public.saved_jobs to service_role;

create policy "Users read their own saved jobs" on public.saved_jobs
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Users save jobs for themselves" on public.saved_jobs
  for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Users change their own saved jobs" on public.saved_jobs
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "Users remove their own saved jobs" on public.saved_jobs
  for delete to authenticated
  using (user_id = (select auth.uid()));
