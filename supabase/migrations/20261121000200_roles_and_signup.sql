-- Who is an admin, how a sign-up becomes a job-seeker profile, and the guard that keeps at
-- least one admin. All functions are security definer with an empty search_path.

-- Answers "is the caller an admin?" for policies. Security definer so that it reads
-- user_roles past its own policies; policies call it as `(select private.is_admin())` so
-- Postgres evaluates it once per statement (initplan), not once per row.
create or replace function private.is_admin() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles
    where user_id = (select auth.uid()) and role = 'admin'
  )
$$;

revoke all on function private.is_admin() from public;
grant usage on schema private to authenticated, service_role;
grant execute on function private.is_admin() to authenticated, service_role;

-- Sign-up: a job_seeker_profiles row from the user's metadata (full_name, phone, profession)
-- and e-mail. The metadata is user input: it is trimmed, shortened and checked here so that a
-- bad value never makes the sign-up itself fail.
create or replace function private.create_job_seeker_profile() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  meta_profession text := btrim(meta ->> 'profession');
begin
  if new.email is null then
    return new; -- phone or anonymous users have no job-seeker profile
  end if;
  insert into public.job_seeker_profiles (user_id, full_name, email, phone, profession)
  values (
    new.id,
    left(coalesce(btrim(meta ->> 'full_name'), ''), 200),
    new.email,
    left(nullif(btrim(meta ->> 'phone'), ''), 50),
    case
      when meta_profession = any (enum_range(null::public.profession)::text[])
      then meta_profession::public.profession
    end
  )
  on conflict (user_id) do nothing;
  return new;
end;
$$;

-- The profile's e-mail follows the account's e-mail.
create or replace function private.sync_job_seeker_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is not null then
    update public.job_seeker_profiles set email = new.email where user_id = new.id;
  end if;
  return new;
end;
$$;

revoke all on function private.create_job_seeker_profile() from public;
revoke all on function private.sync_job_seeker_email() from public;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.create_job_seeker_profile();
create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function private.sync_job_seeker_email();

-- The last admin role can be neither deleted nor changed (also when its user is deleted).
-- The other admin rows are locked so two concurrent removals cannot both pass the check.
create or replace function private.keep_one_admin() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'admin' and (tg_op = 'DELETE' or new.role <> 'admin') then
    perform 1 from public.user_roles
      where role = 'admin' and id <> old.id
      for update;
    if not found then
      raise exception 'Den sista administratören kan inte tas bort.'
        using errcode = 'P0001', hint = 'Utse en annan administratör först.';
    end if;
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;

revoke all on function private.keep_one_admin() from public;

create trigger user_roles_keep_one_admin before delete or update on public.user_roles
  for each row execute function private.keep_one_admin();
