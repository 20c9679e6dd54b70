-- Column privileges (issue 13): visitors and signed-in users read exactly the columns the public
-- site shows. jobs.employer_email, banners.price and both tables' created_by are admin-only.
-- The column lists are the app's PUBLIC_JOB_COLUMNS / PUBLIC_BANNER_COLUMNS
-- (src/lib/publicColumns.ts; tests/db checks that the two agree). Writes keep their table-level
-- privileges (row-level security lets only admins write), so an admin's insert or update still
-- sets the admin-only columns; only reading them needs the functions below.

revoke select on public.jobs from anon, authenticated;
grant select (
  id, title, employer_name, location, description, job_type, sector, requirements, benefits,
  salary_monthly, status, created_at, updated_at, published_at, expires_at
) on public.jobs to anon, authenticated;

revoke select on public.banners from anon, authenticated;
grant select (
  id, title, employer_name, description, image_url, link_url, position, status, created_at,
  updated_at, published_at
) on public.banners to anon, authenticated;

-- Admins are `authenticated` too, and a column privilege is per role, so the admin pages read
-- the admin-only columns of the rows on screen through these functions. The security-definer
-- part lives in schema private (not exposed by the API) and answers admins only; the exposed
-- wrappers run as the caller.

create or replace function private.job_admin_fields(job_ids uuid[])
returns table (id uuid, employer_email text)
language sql stable security definer
set search_path = ''
as $$
  select j.id, j.employer_email
  from public.jobs j
  where j.id = any (job_ids) and (select private.is_admin())
$$;

create or replace function private.banner_admin_fields(banner_ids uuid[])
returns table (id uuid, price numeric)
language sql stable security definer
set search_path = ''
as $$
  select b.id, b.price
  from public.banners b
  where b.id = any (banner_ids) and (select private.is_admin())
$$;

revoke all on function private.job_admin_fields(uuid[]), private.banner_admin_fields(uuid[]) from public;
grant execute on function private.job_admin_fields(uuid[]), private.banner_admin_fields(uuid[])
  to authenticated, service_role;

create or replace function public.job_admin_fields(job_ids uuid[])
returns table (id uuid, employer_email text)
language sql stable
set search_path = ''
as $$
  select f.id, f.employer_email from private.job_admin_fields(job_ids) f
$$;
comment on function public.job_admin_fields(uuid[]) is 'Admins: the admin-only columns of the given jobs (no rows for anyone else).';

create or replace function public.banner_admin_fields(banner_ids uuid[])
returns table (id uuid, price numeric)
language sql stable
set search_path = ''
as $$
  select f.id, f.price from private.banner_admin_fields(banner_ids) f
$$;
comment on function public.banner_admin_fields(uuid[]) is 'Admins: the admin-only columns of the given banners (no rows for anyone else).';

revoke all on function public.job_admin_fields(uuid[]), public.banner_admin_fields(uuid[]) from public, anon;
grant execute on function public.job_admin_fields(uuid[]), public.banner_admin_fields(uuid[])
  to authenticated, service_role;
