-- Indexes for the admin lists, which page on the server (src/features/admin/table/serverList.ts):
-- newest first with the id as tiebreak, `order by created_at desc, id desc limit 25`, or the
-- reverse for "oldest first". Matching that order exactly, a page reads 25 index entries; with
-- the created_at-only indexes Postgres had to sort every row sharing a created_at value (at
-- 1,000,000 applications from a bulk load, ~700 rows per value) before it could stop.
-- They replace the created_at-only indexes, whose every use they also serve.
create index jobs_created_at_id_idx on public.jobs (created_at desc, id desc);
drop index public.jobs_created_at_idx;

create index banners_created_at_id_idx on public.banners (created_at desc, id desc);
drop index public.banners_created_at_idx;

create index job_applications_created_at_id_idx
  on public.job_applications (created_at desc, id desc);
drop index public.job_applications_created_at_idx;

create index contact_requests_created_at_id_idx
  on public.contact_requests (created_at desc, id desc);
drop index public.contact_requests_created_at_idx;

create index job_seeker_profiles_created_at_id_idx
  on public.job_seeker_profiles (created_at desc, id desc);
drop index public.job_seeker_profiles_created_at_idx;
