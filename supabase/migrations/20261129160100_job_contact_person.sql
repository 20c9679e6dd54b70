-- Issue 45: Kontaktperson, who answers questions about the job (JobTech's application_contacts):
-- {"name", "role", "phone", "email"}, or null. Public (the job page, feeds and alerts show it).
-- Checked in a trigger, as the job's terms are (20261126600000), so a refusal carries a Swedish
-- reason the admin form shows as it is (SQLSTATE 23514, HTTP 400).
alter table public.jobs add column contact_person jsonb;
comment on column public.jobs.contact_person is
  'Kontaktperson: {"name": "Anna Berg", "role": "Verksamhetschef", "phone": "+46 70 123 45 67", "email": "anna@example.se"}; name required, the rest optional.';

create function private.check_job_contact_person() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  contact jsonb := new.contact_person;
begin
  if contact is null then
    return new;
  end if;
  if jsonb_typeof(contact) <> 'object'
    or exists (select 1 from jsonb_object_keys(contact) k where k not in ('name', 'role', 'phone', 'email'))
    or exists (select 1 from jsonb_each(contact) e where jsonb_typeof(e.value) not in ('string', 'null')) then
    raise exception 'Kontaktpersonen ska ha namn, roll, telefon och e-post som text.' using errcode = '23514';
  end if;
  if coalesce(btrim(contact ->> 'name'), '') = '' then
    raise exception 'Kontaktpersonen behöver ett namn.' using errcode = '23514';
  end if;
  if length(contact ->> 'name') > 200 or length(coalesce(contact ->> 'role', '')) > 200 then
    raise exception 'Kontaktpersonens namn och roll får vara högst 200 tecken.' using errcode = '23514';
  end if;
  if contact ->> 'phone' is not null and contact ->> 'phone' !~ '^\+?[0-9][0-9 ()-]{4,19}$' then
    raise exception 'Ogiltigt telefonnummer för kontaktpersonen: %', contact ->> 'phone' using errcode = '23514';
  end if;
  if contact ->> 'email' is not null and contact ->> 'email' !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Ogiltig e-postadress för kontaktpersonen: %', contact ->> 'email' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger jobs_contact_person before insert or update of contact_person on public.jobs
  for each row execute function private.check_job_contact_person();

grant select (contact_person) on public.jobs to anon, authenticated;
