-- Core tables of Läkarjobb Norden: jobs, banners, roles, job-seeker profiles, applications,
-- contact requests and the two one-row settings tables. Constraints make bad data impossible;
-- row-level security and grants follow in 20261121000300_row_level_security.sql.

-- Helpers live in a schema PostgREST does not expose.
create schema if not exists private;

-- Keeps updated_at true for delta sync, whatever the client sends.
create or replace function private.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- A plain https URL (no spaces or control characters).
create or replace function private.is_https_url(value text) returns boolean
language sql immutable
set search_path = ''
as $$
  select value ~ '^https://[^\s/?#]+[^\s]*$'
$$;

-- A pragmatic e-mail shape: something@domain.tld, no spaces.
create or replace function private.is_email(value text) returns boolean
language sql immutable
set search_path = ''
as $$
  select value ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(value) <= 254
$$;

-- Every element an e-mail address (used for lists of recipients).
create or replace function private.are_emails(value text[]) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(bool_and(private.is_email(item)), true) from unnest(value) as item
$$;

-- Value sets as enum types, so the generated TypeScript types carry them as unions.
create type public.job_type as enum ('Heltid', 'Deltid', 'Vikariat', 'Konsult');
create type public.job_sector as enum ('allmänmedicin', 'kirurgi', 'pediatrik');
create type public.publication_status as enum ('draft', 'published');
create type public.banner_position as enum ('top', 'sidebar', 'bottom');
create type public.app_role as enum ('admin');
create type public.profession as enum ('läkare', 'specialist', 'underläkare', 'ST-läkare', 'överläkare');
create type public.application_status as enum ('pending', 'reviewed', 'accepted', 'rejected');
create type public.contact_request_type as enum ('contact-doctor', 'pricing-request', 'post-job-request');

-- jobs --------------------------------------------------------------------------------------

create table public.jobs (
  id uuid primary key default gen_random_uuid(),
  title text not null check (btrim(title) <> '' and char_length(title) <= 200),
  employer_name text not null check (btrim(employer_name) <> '' and char_length(employer_name) <= 200),
  location text not null check (btrim(location) <> '' and char_length(location) <= 200),
  description text not null check (btrim(description) <> '' and char_length(description) <= 20000),
  job_type public.job_type,
  sector public.job_sector,
  requirements text check (char_length(requirements) <= 10000),
  benefits text check (char_length(benefits) <= 10000),
  salary_monthly integer check (salary_monthly >= 0),
  employer_email text check (private.is_email(employer_email)),
  status public.publication_status not null default 'draft',
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  published_at timestamptz,
  expires_at timestamptz,
  constraint jobs_expires_after_published check (expires_at > published_at)
);
comment on table public.jobs is 'Job ads. Public while published and not expired.';
comment on column public.jobs.requirements is 'One requirement per line.';
comment on column public.jobs.benefits is 'One benefit per line.';
comment on column public.jobs.salary_monthly is 'SEK per month.';

-- Public list: status = published ordered by published_at desc (spec §7).
create index jobs_published_idx on public.jobs (published_at desc) where status = 'published';
-- Admin list: all jobs by created_at desc.
create index jobs_created_at_idx on public.jobs (created_at desc);
create index jobs_created_by_idx on public.jobs (created_by);
-- Delta sync of the offline copy.
create index jobs_updated_at_idx on public.jobs (updated_at);

-- Publishing stamps published_at (now, unless given) and gives the ad 30 days of visibility
-- unless an expiry was chosen; re-publishing an expired ad starts a new period.
create or replace function private.stamp_job_publication() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  publishing boolean := new.status = 'published'
    and (tg_op = 'INSERT' or old.status is distinct from 'published');
begin
  if new.status <> 'published' then
    return new;
  end if;
  if publishing and tg_op = 'UPDATE' then
    if new.published_at is null or new.published_at is not distinct from old.published_at then
      new.published_at := now();
    end if;
    if new.expires_at is not distinct from old.expires_at and new.expires_at <= new.published_at then
      new.expires_at := null;
    end if;
  end if;
  new.published_at := coalesce(new.published_at, now());
  new.expires_at := coalesce(new.expires_at, new.published_at + interval '30 days');
  return new;
end;
$$;

create trigger jobs_set_updated_at before update on public.jobs
  for each row execute function private.set_updated_at();
create trigger jobs_stamp_publication before insert or update on public.jobs
  for each row execute function private.stamp_job_publication();

-- banners -----------------------------------------------------------------------------------

create table public.banners (
  id uuid primary key default gen_random_uuid(),
  title text not null check (btrim(title) <> '' and char_length(title) <= 200),
  employer_name text not null check (btrim(employer_name) <> '' and char_length(employer_name) <= 200),
  description text check (char_length(description) <= 2000),
  -- https URL, or a root-relative path to an asset of the app itself (never //host).
  image_url text not null check (
    char_length(image_url) <= 2000
    and (private.is_https_url(image_url) or image_url ~ '^/[^/\s][^\s]*$')
  ),
  link_url text check (char_length(link_url) <= 2000 and private.is_https_url(link_url)),
  position public.banner_position not null default 'top',
  status public.publication_status not null default 'draft',
  price numeric(10, 2) not null default 99 check (price >= 0),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  published_at timestamptz
);
comment on table public.banners is 'Banner ads (labelled Annons). Public while published.';
comment on column public.banners.price is 'SEK.';

create index banners_published_idx on public.banners (published_at desc) where status = 'published';
create index banners_created_at_idx on public.banners (created_at desc);
create index banners_created_by_idx on public.banners (created_by);
create index banners_updated_at_idx on public.banners (updated_at);

-- Publishing a banner stamps published_at unless the client gave a new one.
create or replace function private.stamp_banner_publication() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'published' and (
    new.published_at is null
    or (tg_op = 'UPDATE' and old.status is distinct from 'published'
        and new.published_at is not distinct from old.published_at)
  ) then
    new.published_at := now();
  end if;
  return new;
end;
$$;

create trigger banners_set_updated_at before update on public.banners
  for each row execute function private.set_updated_at();
create trigger banners_stamp_publication before insert or update on public.banners
  for each row execute function private.stamp_banner_publication();

-- user_roles --------------------------------------------------------------------------------

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  constraint user_roles_user_id_role_key unique (user_id, role)
);
comment on table public.user_roles is 'Roles beyond job seeker. A row with role admin makes an administrator.';

-- job_seeker_profiles -----------------------------------------------------------------------

create table public.job_seeker_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  -- Empty only for accounts created without sign-up metadata.
  full_name text not null default '' check (char_length(full_name) <= 200),
  email text not null check (char_length(email) <= 254),
  phone text check (char_length(phone) <= 50),
  profession public.profession,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.job_seeker_profiles is 'Created from sign-up metadata by a trigger on auth.users.';

create index job_seeker_profiles_created_at_idx on public.job_seeker_profiles (created_at desc);

create trigger job_seeker_profiles_set_updated_at before update on public.job_seeker_profiles
  for each row execute function private.set_updated_at();

-- job_applications --------------------------------------------------------------------------

create table public.job_applications (
  -- Generated by the client: the idempotency key of an offline-queued application.
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references public.jobs (id) on delete cascade,
  applicant_id uuid not null references auth.users (id) on delete cascade,
  applicant_name text not null check (btrim(applicant_name) <> '' and char_length(applicant_name) <= 200),
  applicant_email text not null check (private.is_email(applicant_email)),
  applicant_phone text check (char_length(applicant_phone) <= 50),
  cover_letter text not null check (btrim(cover_letter) <> '' and char_length(cover_letter) <= 10000),
  status public.application_status not null default 'pending',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- One application per job and applicant: a second try fails with SQLSTATE 23505.
  constraint job_applications_job_id_applicant_id_key unique (job_id, applicant_id)
);

create index job_applications_applicant_id_idx on public.job_applications (applicant_id);
create index job_applications_created_at_idx on public.job_applications (created_at desc);

create trigger job_applications_set_updated_at before update on public.job_applications
  for each row execute function private.set_updated_at();

-- contact_requests --------------------------------------------------------------------------

create table public.contact_requests (
  -- Generated by the client: the idempotency key of an offline-queued request.
  id uuid primary key default gen_random_uuid(),
  type public.contact_request_type not null,
  company_name text not null check (btrim(company_name) <> '' and char_length(company_name) <= 200),
  contact_name text not null check (btrim(contact_name) <> '' and char_length(contact_name) <= 200),
  email text not null check (private.is_email(email)),
  phone text not null check (btrim(phone) <> '' and char_length(phone) <= 50),
  message text not null check (btrim(message) <> '' and char_length(message) <= 5000),
  -- doctorType, adType, or duration + budget, by type.
  details jsonb not null default '{}' check (jsonb_typeof(details) = 'object'),
  created_at timestamptz not null default now()
);
comment on table public.contact_requests is 'Employer request forms, stored before any e-mail is sent. Written by the send-contact-email function.';

create index contact_requests_created_at_idx on public.contact_requests (created_at desc);

-- settings ----------------------------------------------------------------------------------

create table public.settings (
  id integer primary key default 1 check (id = 1),
  provider_name text not null check (btrim(provider_name) <> '' and char_length(provider_name) <= 200),
  contact_email text not null check (private.is_email(contact_email)),
  email_signature text not null check (char_length(email_signature) <= 2000),
  updated_at timestamptz not null default now()
);
comment on table public.settings is 'The one row of public provider settings.';

create trigger settings_set_updated_at before update on public.settings
  for each row execute function private.set_updated_at();

create table public.private_settings (
  id integer primary key default 1 check (id = 1),
  notification_recipients text[] not null check (
    cardinality(notification_recipients) between 1 and 20
    and private.are_emails(notification_recipients)
  ),
  updated_at timestamptz not null default now()
);
comment on table public.private_settings is 'The one row of settings only admins and functions read.';

create trigger private_settings_set_updated_at before update on public.private_settings
  for each row execute function private.set_updated_at();
