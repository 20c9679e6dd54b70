-- An application to an ad that has closed (published, past its expiry or last day to
-- apply) was refused by row-level security with PostgreSQL's English "new row violates
-- row-level security policy". The identity trigger runs before that check, so it now refuses
-- such an application itself with a Swedish reason and its own code (PT410: PostgREST answers
-- 410 Gone), which the app maps. Drafts and unknown ids are still left to the policy, so nothing
-- is told about them that closed_job() does not already tell. The service role bypasses row-level
-- security and this check alike (role is the caller's SET ROLE, also inside security definer).
create or replace function private.fill_application_identity() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  full_name text;
  phone text;
  account_email text;
begin
  if current_setting('role', true) is distinct from 'service_role' and exists (
    select 1 from public.jobs j
    where j.id = new.job_id and j.status = 'published' and j.expires_at <= now()
  ) then
    raise exception 'Annonsen har stängt och tar inte emot ansökningar.'
      using errcode = 'PT410', hint = 'jobs.expires_at';
  end if;
  select p.full_name, p.phone into full_name, phone
  from public.job_seeker_profiles p where p.user_id = new.applicant_id;
  select u.email into account_email from auth.users u where u.id = new.applicant_id;
  if btrim(coalesce(full_name, '')) = '' or account_email is null then
    raise exception 'Fyll i ditt namn i Min profil innan du ansöker.'
      using errcode = '23514', hint = 'job_seeker_profiles.full_name';
  end if;
  new.applicant_name := btrim(full_name);
  new.applicant_email := account_email;
  new.applicant_phone := nullif(btrim(coalesce(phone, '')), '');
  select j.title, j.employer_name into new.job_title, new.employer_name
  from public.jobs j where j.id = new.job_id;
  return new;
end;
$$;
