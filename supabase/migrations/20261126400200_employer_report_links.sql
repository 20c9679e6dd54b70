-- The employer's report (issue 35): employers have no account, so an admin gives them a link,
-- /rapport/<token>, that shows that employer's ads and their figures only. The token is 32 random
-- bytes, shown once; the database keeps only its SHA-256, so a leaked table gives no working link.
-- A link expires (30 days unless chosen) and can be revoked.

create table public.employer_report_links (
  id uuid primary key default gen_random_uuid(),
  employer_name text not null check (btrim(employer_name) <> '' and char_length(employer_name) <= 200),
  token_hash bytea not null unique check (octet_length(token_hash) = 32),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.employer_report_links is
  'Report links given to employers: the SHA-256 of each token, its employer, expiry and revocation.';
create index employer_report_links_created_at_idx on public.employer_report_links (created_at desc);

alter table public.employer_report_links enable row level security;
revoke all on public.employer_report_links from anon, authenticated;
grant select (id, employer_name, expires_at, revoked_at, created_by, created_at)
  on public.employer_report_links to authenticated;
grant update (revoked_at) on public.employer_report_links to authenticated;
grant all on public.employer_report_links to service_role;
create policy "Admins read report links" on public.employer_report_links
  for select to authenticated using ((select private.is_admin()));
create policy "Admins revoke report links" on public.employer_report_links
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create or replace function private.create_employer_report_link(employer text, valid_days integer)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  token text := encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'hex');
begin
  if not (private.is_admin()
    or coalesce(current_setting('request.jwt.claims', true), '{}')::jsonb ->> 'role' = 'service_role') then
    raise exception 'only admins make report links' using errcode = '42501';
  end if;
  if valid_days is null or valid_days not between 1 and 366 then
    raise exception 'a report link is valid for 1 to 366 days' using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.jobs j where j.employer_name = employer and j.published_at is not null
    union all
    select 1 from public.banners b where b.employer_name = employer and b.published_at is not null
  ) then
    raise exception 'no published ad of that employer' using errcode = 'P0002';
  end if;
  insert into public.employer_report_links (employer_name, token_hash, expires_at)
  values (employer, sha256(convert_to(token, 'UTF8')), now() + make_interval(days => valid_days));
  return token;
end;
$$;

create or replace function private.employer_report(token text, from_day date, to_day date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  link public.employer_report_links;
begin
  select * into link from public.employer_report_links l
  where l.token_hash = sha256(convert_to(coalesce(token, ''), 'UTF8'))
    and l.revoked_at is null and l.expires_at > now();
  if not found then
    raise exception 'report link unknown, expired or revoked' using errcode = 'P0002';
  end if;
  if from_day is null or to_day is null or from_day > to_day or to_day - from_day > 366 then
    raise exception 'choose a period of at most a year' using errcode = '22023';
  end if;
  return private.ad_statistics_of(link.employer_name, from_day, to_day)
    || jsonb_build_object('employer', link.employer_name, 'expiresAt', link.expires_at);
end;
$$;

create or replace function public.create_employer_report_link(employer text, valid_days integer default 30)
returns text
language sql
set search_path = ''
as $$ select private.create_employer_report_link(employer, valid_days) $$;
comment on function public.create_employer_report_link(text, integer) is
  'Admins (and the monthly report): a new report link''s token for an employer with a published ad; shown once.';

create or replace function public.employer_report(token text, from_day date, to_day date)
returns jsonb
language sql
stable
set search_path = ''
as $$ select private.employer_report(token, from_day, to_day) $$;
comment on function public.employer_report(text, date, date) is
  'Anyone with a valid report link: that employer''s ads and their figures in a period.';

revoke all on function private.create_employer_report_link(text, integer),
  public.create_employer_report_link(text, integer) from public, anon;
grant execute on function private.create_employer_report_link(text, integer),
  public.create_employer_report_link(text, integer) to authenticated, service_role;
-- The link's holder is anonymous: anon may reach schema private for this one function (every
-- function there is revoked from public, and no table in it is granted to anon).
grant usage on schema private to anon;
revoke all on function private.employer_report(text, date, date),
  public.employer_report(text, date, date) from public;
grant execute on function private.employer_report(text, date, date),
  public.employer_report(text, date, date) to anon, authenticated, service_role;
