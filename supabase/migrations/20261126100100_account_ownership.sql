-- Whoever confirms an address owns the account (issue 33). Auth keeps an unconfirmed account's
-- first password when the address is signed up again (GoTrue: "we can't be sure of their claimed
-- identity"), so an attacker could sign up a victim's address first and, once the victim signed
-- up too and confirmed, still sign in with the attacker's password. These triggers run on
-- auth.users, so hosted Supabase and the stand-in behave the same:
--
-- * a confirmation e-mail sent again for an unconfirmed account (a second sign-up or a resend)
--   marks the sign-up as contested;
-- * confirming a contested account removes every password it had (the confirming person is
--   signed in by the link itself) and sets app_metadata.password_required, so the app asks the
--   confirming person to choose the account's password; choosing one clears the flag.
--
-- Accounts never confirmed are removed a day after sign-up (remove_unconfirmed_accounts, run by
-- the e-mail queue's worker every minute), so a squatted address is free again.

create table private.contested_signups (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table private.contested_signups is
  'Unconfirmed accounts whose confirmation e-mail went out more than once.';

create or replace function private.guard_account_ownership() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.email_confirmed_at is null
     and old.confirmation_sent_at is not null
     and new.confirmation_sent_at is distinct from old.confirmation_sent_at then
    insert into private.contested_signups (user_id) values (new.id) on conflict do nothing;
  end if;
  if old.email_confirmed_at is null and new.email_confirmed_at is not null then
    delete from private.contested_signups where user_id = new.id;
    if found then
      new.encrypted_password := '';
      new.raw_app_meta_data :=
        coalesce(new.raw_app_meta_data, '{}'::jsonb) || '{"password_required": true}'::jsonb;
    end if;
  end if;
  if coalesce(new.encrypted_password, '') <> ''
     and new.encrypted_password is distinct from old.encrypted_password then
    new.raw_app_meta_data := coalesce(new.raw_app_meta_data, '{}'::jsonb) - 'password_required';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_account_ownership() from public;

create trigger guard_account_ownership before update on auth.users
  for each row execute function private.guard_account_ownership();

create or replace function private.remove_unconfirmed_accounts() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  delete from auth.users
  where email_confirmed_at is null
    and phone_confirmed_at is null
    and created_at < now() - interval '1 day';
  get diagnostics removed = row_count;
  return removed;
end;
$$;
revoke all on function private.remove_unconfirmed_accounts() from public;
grant execute on function private.remove_unconfirmed_accounts() to service_role;

create or replace function public.remove_unconfirmed_accounts() returns integer
language sql
set search_path = ''
as $$
  select private.remove_unconfirmed_accounts()
$$;
comment on function public.remove_unconfirmed_accounts() is
  'Service role (the e-mail queue worker): removes accounts not confirmed within a day of sign-up.';
revoke all on function public.remove_unconfirmed_accounts() from public, anon, authenticated;
grant execute on function public.remove_unconfirmed_accounts() to service_role;
