-- The recruiter's desk, part 1 (issue 48): doctors choose to be found, admins search the doctors
-- who did, save searches and invite candidates to a job.
--
-- The search's rules live in TypeScript (supabase/functions/_shared/search/candidates.ts). A
-- profile is stored with the terms it is found by (`search_terms`, computed here from the profile
-- exactly as `candidateTerms` does) and its available days (`available`); a search arrives as the
-- terms `candidateQuery` builds: `all` of them, and at least one of each group in `any`.
--
-- Indexes (tests/bench/candidates.ts measures the combined filter over 20,000 profiles):
--   professional_profiles_search_terms_idx  GIN (search_terms), visible profiles only: `@>` all terms
--                                           and `&&` each group;
--   professional_profiles_available_idx     GiST (available), visible profiles only: `&&` the range;
--   professional_profiles_visible_order_idx (updated_at desc, user_id), visible only: the order and
--                                           the page of a search with few filters.
-- The summary's words are an ILIKE over the rows the indexes leave.

-- 1. Visibility: off by default; the owner turns it on and off (nothing else of the row).
alter table public.professional_profiles
  add column visible_to_recruiters boolean not null default false;

grant update (visible_to_recruiters) on public.professional_profiles to authenticated;
create policy "professional_profiles: owner sets visibility" on public.professional_profiles
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- 2. The terms a profile is found by: the same list as candidateTerms() in candidates.ts.
create or replace function private.candidate_terms(profile jsonb) returns text[]
language sql immutable
set search_path = ''
as $$
  select array(
    select 'specialty:' || s
      from jsonb_array_elements_text(coalesce(profile -> 'specialties', '[]')) s
    union all
    select 'status:' || (profile ->> 'status') where coalesce(profile ->> 'status', '') <> ''
    union all
    select 'licence:' || (l ->> 'country') || ':' || (l ->> 'state')
      from jsonb_array_elements(coalesce(profile -> 'licences', '[]')) l
    union all
    select 'language:' || (l ->> 'language') || ':' || (l ->> 'level')
      from jsonb_array_elements(coalesce(profile -> 'languages', '[]')) l
      where coalesce(l ->> 'level', '') <> ''
    union all
    select 'language:' || (l ->> 'language') || ':proof'
      from jsonb_array_elements(coalesce(profile -> 'languages', '[]')) l
      where coalesce(l ->> 'proof', '') <> ''
    union all
    select 'wish:' || (w ->> 'country')
      from jsonb_array_elements(coalesce(profile -> 'regionWishes', '[]')) w
    union all
    -- A country without regions: anywhere in it.
    select 'wish:' || (w ->> 'country') || ':' || coalesce(r, '*')
      from jsonb_array_elements(coalesce(profile -> 'regionWishes', '[]')) w
      left join lateral jsonb_array_elements_text(coalesce(w -> 'regions', '[]')) r on true
    union all
    select 'form:locum' where coalesce((profile ->> 'openToLocum')::boolean, false)
    union all
    -- A profile saved before the question was asked is open to a permanent post (the schema's default).
    select 'form:permanent' where coalesce((profile ->> 'openToPermanent')::boolean, true)
  )
$$;

-- The doctor's available days: from availableFrom (none: not found by date) to availableUntil
-- (none: open-ended), as availabilityOverlaps() in candidates.ts reads them.
create or replace function private.candidate_availability(profile jsonb) returns daterange
language sql immutable
set search_path = ''
as $$
  select case
    when coalesce(profile ->> 'availableFrom', '') = '' then null
    when coalesce(profile ->> 'availableUntil', '') = '' then
      daterange((profile ->> 'availableFrom')::date, null, '[]')
    when (profile ->> 'availableUntil')::date < (profile ->> 'availableFrom')::date then null
    else daterange((profile ->> 'availableFrom')::date, (profile ->> 'availableUntil')::date, '[]')
  end
$$;

revoke all on function private.candidate_terms(jsonb), private.candidate_availability(jsonb) from public;
-- Stored generated columns are computed as the writer: the function and the owner's visibility change.
grant execute on function private.candidate_terms(jsonb), private.candidate_availability(jsonb)
  to authenticated, service_role;

alter table public.professional_profiles
  add column search_terms text[] generated always as (private.candidate_terms(profile)) stored,
  add column available daterange generated always as (private.candidate_availability(profile)) stored;

create index professional_profiles_search_terms_idx on public.professional_profiles
  using gin (search_terms) where visible_to_recruiters;
create index professional_profiles_available_idx on public.professional_profiles
  using gist (available) where visible_to_recruiters;
create index professional_profiles_visible_order_idx on public.professional_profiles
  (updated_at desc, user_id) where visible_to_recruiters;

-- 3. The search: admins only, over opted-in doctors only, answering no name, e-mail, phone,
-- document or register number (only the user id, to invite with).
create or replace function private.candidate_term_group(search jsonb, name text) returns text[]
language sql immutable
set search_path = ''
as $$
  select case when jsonb_typeof(search -> 'any' -> name) = 'array'
    then array(select jsonb_array_elements_text(search -> 'any' -> name)) end
$$;

create or replace function private.search_candidates(search jsonb, max_rows integer)
returns table (candidate_id uuid, profile jsonb, updated_at timestamptz, total bigint)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  required text[];
  grade text[] := private.candidate_term_group(search, 'grade');
  licence text[] := private.candidate_term_group(search, 'licence');
  spoken text[] := private.candidate_term_group(search, 'language');
  wished text[] := private.candidate_term_group(search, 'region');
  form text[] := private.candidate_term_group(search, 'form');
  wanted daterange;
  patterns text[];
begin
  if not (select private.is_admin()) then
    raise exception 'Endast administratörer kan söka kandidater.' using errcode = '42501';
  end if;
  if jsonb_typeof(search) is distinct from 'object' then
    raise exception 'Sökningen saknas.' using errcode = '22023';
  end if;
  required := array(select jsonb_array_elements_text(coalesce(search -> 'all', '[]')));
  if coalesce(search ->> 'from', '') <> '' or coalesce(search ->> 'until', '') <> '' then
    wanted := daterange(
      nullif(search ->> 'from', '')::date, nullif(search ->> 'until', '')::date, '[]');
  end if;
  patterns := array(
    select '%' || replace(replace(replace(w, '\', '\\'), '%', '\%'), '_', '\_') || '%'
    from jsonb_array_elements_text(coalesce(search -> 'words', '[]')) w);
  -- The hits as ids first (the terms and dates only), then the page's profiles: the profile is
  -- read and stripped for the rows shown, not for every hit the count needs.
  return query
    with hits as materialized (
      select p.user_id, p.updated_at
      from public.professional_profiles p
      where p.visible_to_recruiters
        and p.search_terms @> required
        and (grade is null or p.search_terms && grade)
        and (licence is null or p.search_terms && licence)
        and (spoken is null or p.search_terms && spoken)
        and (wished is null or p.search_terms && wished)
        and (form is null or p.search_terms && form)
        and (wanted is null or p.available && wanted)
        -- Without words the profile (TOASTed jsonb) is not read at all.
        and (cardinality(patterns) = 0
             or coalesce(p.profile ->> 'summary', '') ilike all (patterns))
    ), page as (
      select h.user_id, h.updated_at from hits h
      order by h.updated_at desc, h.user_id
      limit least(greatest(coalesce(max_rows, 50), 1), 200)
    )
    select p.user_id,
           jsonb_set(p.profile, '{licences}', coalesce(
             (select jsonb_agg(l - 'registerNumber')
              from jsonb_array_elements(coalesce(p.profile -> 'licences', '[]')) l),
             '[]')),
           page.updated_at,
           (select count(*) from hits)
    from page join public.professional_profiles p on p.user_id = page.user_id
    order by page.updated_at desc, page.user_id;
end;
$$;
revoke all on function private.candidate_term_group(jsonb, text) from public;
revoke all on function private.search_candidates(jsonb, integer) from public;
grant execute on function private.search_candidates(jsonb, integer) to authenticated, service_role;

create or replace function public.search_candidates(search jsonb, max_rows integer default 50)
returns table (candidate_id uuid, profile jsonb, updated_at timestamptz, total bigint)
language sql stable
set search_path = ''
as $$
  select s.candidate_id, s.profile, s.updated_at, s.total
  from private.search_candidates(search, max_rows) s
$$;
comment on function public.search_candidates(jsonb, integer) is
  'Admins: the doctors visible to recruiters who match the search (candidateQuery in _shared/search/candidates.ts).';
revoke all on function public.search_candidates(jsonb, integer) from public, anon;
grant execute on function public.search_candidates(jsonb, integer) to authenticated, service_role;

-- 4. Saved searches: the admins' own list (shared by all admins).
create table public.candidate_searches (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> '' and char_length(name) <= 100),
  search jsonb not null check (jsonb_typeof(search) = 'object' and pg_column_size(search) <= 4000),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index candidate_searches_created_at_idx on public.candidate_searches (created_at desc, id desc);
create index candidate_searches_created_by_idx on public.candidate_searches (created_by);

alter table public.candidate_searches enable row level security;
revoke all on public.candidate_searches from anon, authenticated;
grant select, insert (name, search), update (name, search), delete
  on public.candidate_searches to authenticated;
grant all on public.candidate_searches to service_role;
create policy "candidate_searches: admins" on public.candidate_searches
  for all to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create trigger candidate_searches_stamp_audit_columns before insert or update
  on public.candidate_searches for each row execute function private.stamp_audit_columns();

-- 5. Invitations: an admin invites a visible doctor to a published ad; the doctor answers
-- "Inte nu" (with an optional reason) here, or "Intresserad" by applying through the usual path,
-- which marks the invitation (trigger on job_applications).
create type public.invitation_answer as enum ('pending', 'interested', 'not-now');

create table public.job_invitations (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references public.jobs (id) on delete cascade,
  candidate_id uuid not null references auth.users (id) on delete cascade,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  answer public.invitation_answer not null default 'pending',
  reason text check (reason is null or char_length(reason) <= 500),
  application_id uuid references public.job_applications (id) on delete set null,
  created_at timestamptz not null default now(),
  answered_at timestamptz,
  unique (job_id, candidate_id)
);
create index job_invitations_candidate_idx on public.job_invitations (candidate_id, created_at desc);
create index job_invitations_created_at_idx on public.job_invitations (created_at desc, id desc);
create index job_invitations_created_by_idx on public.job_invitations (created_by);
create index job_invitations_application_idx on public.job_invitations (application_id);

alter table public.job_invitations enable row level security;
revoke all on public.job_invitations from anon, authenticated;
grant select, delete on public.job_invitations to authenticated;
grant insert (job_id, candidate_id) on public.job_invitations to authenticated;
grant update (answer, reason) on public.job_invitations to authenticated;
grant all on public.job_invitations to service_role;

create policy "job_invitations: the candidate and admins read" on public.job_invitations
  for select to authenticated
  using (candidate_id = (select auth.uid()) or (select private.is_admin()));
create policy "job_invitations: admins invite" on public.job_invitations
  for insert to authenticated
  with check ((select private.is_admin()));
create policy "job_invitations: the candidate answers" on public.job_invitations
  for update to authenticated
  using (candidate_id = (select auth.uid()))
  with check (candidate_id = (select auth.uid()));
create policy "job_invitations: admins withdraw" on public.job_invitations
  for delete to authenticated
  using ((select private.is_admin()));

create trigger job_invitations_stamp_audit_columns before insert or update
  on public.job_invitations for each row execute function private.stamp_audit_columns();

-- Who may be invited to what, with the Swedish reason (23514, HTTP 400), for every writer.
create or replace function private.check_job_invitation() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.professional_profiles p
    where p.user_id = new.candidate_id and p.visible_to_recruiters
  ) then
    raise exception 'Kandidaten är inte synlig för rekryterare.' using errcode = '23514';
  end if;
  if not exists (
    select 1 from public.jobs j
    where j.id = new.job_id and j.status = 'published'
      and (j.expires_at is null or j.expires_at > now()) and j.source_id is null
  ) then
    raise exception 'Inbjudan kan bara gälla en publicerad annons som tar emot ansökningar här.'
      using errcode = '23514';
  end if;
  return new;
end;
$$;
create trigger job_invitations_check before insert on public.job_invitations
  for each row execute function private.check_job_invitation();

-- The doctor's answer: "Inte nu" once, from an open invitation; "Intresserad" only by applying.
create or replace function private.check_invitation_answer() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if new.answer is distinct from 'not-now' then
      raise exception 'Svara Intresserad genom att skicka ansökan.' using errcode = '23514';
    end if;
    if old.answer <> 'pending' then
      raise exception 'Inbjudan är redan besvarad.' using errcode = '23514';
    end if;
  end if;
  new.reason := nullif(btrim(new.reason), '');
  if new.answer is distinct from old.answer then
    new.answered_at := now();
  end if;
  return new;
end;
$$;
create trigger job_invitations_answer before update on public.job_invitations
  for each row execute function private.check_invitation_answer();

-- Applying to the job is the answer "Intresserad", whatever way the application arrives.
create or replace function private.mark_invitation_interested() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.job_invitations
  set answer = 'interested', application_id = new.id
  where job_id = new.job_id and candidate_id = new.applicant_id and answer <> 'interested';
  return new;
end;
$$;
create trigger job_applications_mark_invitation after insert on public.job_applications
  for each row execute function private.mark_invitation_interested();

revoke all on function private.check_job_invitation(), private.check_invitation_answer(),
  private.mark_invitation_interested() from public;

-- 6. The doctor's e-mail about an invitation, through the outgoing e-mail queue.
alter table public.outgoing_emails
  add column job_invitation_id uuid references public.job_invitations (id) on delete cascade;
create unique index outgoing_emails_one_per_invitation
  on public.outgoing_emails (job_invitation_id) where job_invitation_id is not null;

do $$
declare
  kinds text;
  sources text;
begin
  -- Widened from the checks as they stand, so kinds added by other migrations stay allowed.
  select substring(pg_get_constraintdef(oid) from 7) into kinds
    from pg_constraint
    where conrelid = 'public.outgoing_emails'::regclass and conname = 'outgoing_emails_kind_check';
  select substring(pg_get_constraintdef(oid) from 7) into sources
    from pg_constraint
    where conrelid = 'public.outgoing_emails'::regclass and conname = 'outgoing_emails_one_source';
  execute format(
    'alter table public.outgoing_emails
       drop constraint outgoing_emails_kind_check,
       add constraint outgoing_emails_kind_check check (%s or kind = %L),
       drop constraint outgoing_emails_one_source,
       add constraint outgoing_emails_one_source check (
         %s
         or (kind = %L and job_invitation_id is not null
             and contact_request_id is null and job_application_id is null))',
    kinds, 'job-invitation', sources, 'job-invitation');
end;
$$;

create or replace function private.queue_invitation_email() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.outgoing_emails (kind, job_invitation_id) values ('job-invitation', new.id);
  return new;
end;
$$;
revoke all on function private.queue_invitation_email() from public;
create trigger job_invitations_queue_email after insert on public.job_invitations
  for each row execute function private.queue_invitation_email();
