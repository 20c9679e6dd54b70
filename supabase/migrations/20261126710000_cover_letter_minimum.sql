-- Issue 37: a cover letter of a few characters ("Kort") reached the employer. The apply form asks
-- for at least COVER_LETTER_MIN_LENGTH (supabase/functions/_shared/schemas/application.ts)
-- characters, and the database holds the same rule for every client, with the form's Swedish
-- message (23514, a 400 from the API). A trigger rather than a check constraint: applications
-- stored before the rule keep their letters, and an admin can still change their status; only a
-- letter being written (a new application, or a withdrawn one sent again) is held to it.
create function private.check_cover_letter_length() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Trimmed of all white space, as the form's v.trim() does.
  if char_length(regexp_replace(new.cover_letter, '^\s+|\s+$', '', 'g')) < 50 then
    raise exception 'Personligt brev måste vara minst 50 tecken.' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger job_applications_cover_letter_length
  before insert or update of cover_letter on public.job_applications
  for each row execute function private.check_cover_letter_length();
