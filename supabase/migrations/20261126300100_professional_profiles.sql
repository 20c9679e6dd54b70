-- The doctor's professional profile (issue 34): specialties, status, licences per country,
-- specialist certificates, languages, availability and a summary, all optional. Written only by
-- save-professional-profile, which validates it with the same valibot schema as the form
-- (supabase/functions/_shared/schemas/professional-profile.ts) and stores its output here.
create table public.professional_profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  profile jsonb not null check (jsonb_typeof(profile) = 'object' and pg_column_size(profile) <= 20000),
  updated_at timestamptz not null default now()
);

alter table public.professional_profiles enable row level security;

revoke all on public.professional_profiles from anon, authenticated;
grant select on public.professional_profiles to authenticated;
grant all on public.professional_profiles to service_role;

create policy "professional_profiles: owner reads" on public.professional_profiles for select
  to authenticated using (user_id = (select auth.uid()));
create policy "professional_profiles: admins read" on public.professional_profiles for select
  to authenticated using ((select private.is_admin()));
