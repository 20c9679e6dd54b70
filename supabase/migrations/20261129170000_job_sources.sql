-- Issue 47: doctor jobs imported from the public job feeds (JobTech's JobStream for Sweden, NAV's
-- pam-stilling-feed for Norway, RSS/Atom/JSON Feed/JobPosting pages of regions and employers).
-- Sources are data: the import-jobs function reads each enabled one from its cursor and upserts
-- its doctor ads into jobs by (source, external id). Only admins see the sources; visitors see
-- an imported job's source name, original URL and apply URL.

create type public.job_source_kind as enum ('jobtech', 'nav', 'feed');

create table public.job_sources (
  id uuid primary key default gen_random_uuid(),
  -- Shown on the job page ("Från Platsbanken").
  name text not null check (btrim(name) <> '' and length(name) <= 100),
  kind public.job_source_kind not null,
  -- The reader checks again at run time that the host is a public address.
  url text not null check (url ~ '^https?://[^/\s]+' and length(url) <= 2000),
  -- Per kind: occupation concept ids (jobtech), STYRK codes and the token's env var (nav), the
  -- keyword rule, country and region (feed). Secrets never live here.
  settings jsonb not null default '{}' check (jsonb_typeof(settings) = 'object'),
  enabled boolean not null default false,
  -- Where the next run resumes: JobStream's updated-after time, NAV's last page and its ETag, a
  -- feed's ETag. Written only after a run that read the source without error.
  cursor jsonb not null default '{}' check (jsonb_typeof(cursor) = 'object'),
  -- The last run: started_at, finished_at, added, updated, removed, skipped, filtered and errors
  -- [{item, reason}] in Swedish.
  last_run jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.job_sources is 'Job feeds the import-jobs function reads (issue 47); admins only.';

create trigger job_sources_set_updated_at before update on public.job_sources
  for each row execute function private.set_updated_at();

alter table public.job_sources enable row level security;
-- Supabase's default privileges grant everything to anon too: visitors get nothing here.
revoke all on public.job_sources from anon, authenticated;
grant select, insert, update, delete on public.job_sources to authenticated;
grant all on public.job_sources to service_role;
create policy "Admins manage job sources" on public.job_sources
  for all to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

alter table public.jobs
  add column source_id uuid references public.job_sources (id) on delete cascade,
  add column external_id text check (length(external_id) <= 200),
  add column original_url text check (original_url ~ '^https?://' and length(original_url) <= 2000),
  add column apply_url text check (apply_url ~ '^https?://' and length(apply_url) <= 2000),
  -- An admin takes an imported ad off the site; the import never changes it.
  add column hidden boolean not null default false,
  -- Normalised employer|title|place: the same job from two sources is shown once.
  add column duplicate_key text,
  add column duplicate_of uuid references public.jobs (id) on delete set null,
  -- The mapped ad's hash: an unchanged ad is not written again, so a second run changes nothing.
  add column import_hash text,
  add constraint jobs_source_external_id_key unique (source_id, external_id),
  add constraint jobs_imported_has_external_id check ((source_id is null) = (external_id is null));
create index jobs_duplicate_key_idx on public.jobs (duplicate_key) where duplicate_key is not null;
create index jobs_duplicate_of_idx on public.jobs (duplicate_of) where duplicate_of is not null;

comment on column public.jobs.source_id is 'The job_sources row an imported ad came from (null: the provider''s own ad).';
comment on column public.jobs.duplicate_of is 'Set by refresh_job_duplicates(): the job shown in this one''s place.';

-- Visitors see neither an ad an admin has hidden nor the second copy of a job.
drop policy "Visitors read published, unexpired jobs" on public.jobs;
create policy "Visitors read published, unexpired jobs" on public.jobs
  for select to anon
  using (
    status = 'published' and (expires_at is null or expires_at > now())
    and not hidden and duplicate_of is null
  );
drop policy "Users read published, unexpired jobs; admins read all" on public.jobs;
create policy "Users read published, unexpired jobs; admins read all" on public.jobs
  for select to authenticated
  using (
    (
      status = 'published' and (expires_at is null or expires_at > now())
      and not hidden and duplicate_of is null
    )
    or (select private.is_admin())
  );

-- An imported ad is applied for at the employer (its apply URL), never through the site. (The
-- jobs read policy already leaves out hidden ads and second copies for the applicant.)
drop policy "Job seekers apply, as themselves, to a public job" on public.job_applications;
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
        and job.source_id is null
    )
  );

grant select (source_id, original_url, apply_url) on public.jobs to anon, authenticated;

-- Where a visible job is published: its own source and those of its hidden copies, with each
-- one's original and apply URL (the job page names them all). Nothing for a job not visible.
create function private.job_origins(job_ids uuid[])
returns table (job_id uuid, source_name text, original_url text, apply_url text)
language sql
stable
security definer
set search_path = ''
as $$
  select shown.id, source.name, copy.original_url, copy.apply_url
  from public.jobs shown
  join public.jobs copy on copy.id = shown.id or copy.duplicate_of = shown.id
  join public.job_sources source on source.id = copy.source_id
  where shown.id = any (job_ids)
    and shown.status = 'published' and (shown.expires_at is null or shown.expires_at > now())
    and not shown.hidden and shown.duplicate_of is null
    and copy.status = 'published' and (copy.expires_at is null or copy.expires_at > now())
    and not copy.hidden
  order by shown.id, copy.id = shown.id desc, copy.published_at, copy.id
$$;
revoke all on function private.job_origins(uuid[]) from public;
grant execute on function private.job_origins(uuid[]) to anon, authenticated, service_role;

create function public.job_origins(job_ids uuid[])
returns table (job_id uuid, source_name text, original_url text, apply_url text)
language sql
stable
set search_path = ''
as $$ select * from private.job_origins(job_ids) $$;
revoke all on function public.job_origins(uuid[]) from public;
grant execute on function public.job_origins(uuid[]) to anon, authenticated, service_role;
comment on function public.job_origins(uuid[]) is 'The sources naming each visible job (issue 47): source name, original URL, apply URL.';

-- After each import: among the visible jobs sharing a duplicate key, the first published is shown
-- and the others point to it. Writes only rows whose pointer changes, so a second run changes
-- nothing; a copy whose shown job has gone is shown itself.
create function public.refresh_job_duplicates() returns integer
language plpgsql
set search_path = ''
as $$
declare
  changed integer;
begin
  with visible as (
    select id, first_value(id) over (partition by duplicate_key order by published_at, id) as shown
    from public.jobs
    where duplicate_key is not null and status = 'published'
      and (expires_at is null or expires_at > now()) and not hidden
  ),
  wanted as (
    select j.id, nullif(v.shown, j.id) as duplicate_of
    from public.jobs j
    left join visible v on v.id = j.id
    where j.duplicate_key is not null or j.duplicate_of is not null
  )
  update public.jobs j set duplicate_of = w.duplicate_of
  from wanted w
  where w.id = j.id and j.duplicate_of is distinct from w.duplicate_of;
  get diagnostics changed = row_count;
  return changed;
end;
$$;
revoke all on function public.refresh_job_duplicates() from public, anon, authenticated;
grant execute on function public.refresh_job_duplicates() to service_role;
