-- Indexes found by `npm run bench` (docs/benchmarks.md, PostgreSQL section).
--
-- The public job reads (spec §7 "Public jobs" and the app's sync of visible ids) filter by the
-- row-level-security condition status = 'published' and (expires_at is null or expires_at > now()).
-- jobs_published_idx covers only the status, so every published job ever was read (a sequential
-- scan at 100,000 jobs, ~70 % of them published but only ~2 % unexpired). With this index the
-- planner reads just the unexpired ones (a BitmapOr of "is null" and "> now()").
create index if not exists jobs_public_expires_idx on public.jobs (expires_at)
  where status = 'published';
