-- A signed-in user without a profile row (e.g. an account created before the sign-up trigger, or
-- one whose row an admin removed) creates it from "Min profil". The e-mail always comes from the
-- account: whatever the client sends is replaced here.

create or replace function private.fill_job_seeker_email() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  new.email := coalesce((select u.email from auth.users u where u.id = new.user_id), new.email);
  return new;
end;
$$;

revoke all on function private.fill_job_seeker_email() from public;

create trigger fill_job_seeker_email before insert on public.job_seeker_profiles
  for each row execute function private.fill_job_seeker_email();

grant insert (user_id, full_name, email, phone, profession) on public.job_seeker_profiles to authenticated;

create policy "Users create their own missing profile" on public.job_seeker_profiles
  for insert to authenticated
  with check (user_id = (select auth.uid()));
