-- Issue 50: /profile asked the profession twice, as Yrke (job_seeker_profiles.profession, from
-- sign-up) and as Yrkesstatus (professional_profiles.profile.status, the same list plus AT- and
-- BT-läkare). It is now one question, Yrke, in the professional profile. Both stored values stay
-- meaningful: a profile without a status takes the sign-up's profession, and a saved status
-- writes the profession back (AT- and BT-läkare are underläkare), which the admin's user list
-- and the personal-data export show.
update public.professional_profiles pp
   set profile = jsonb_set(pp.profile, '{status}', to_jsonb(jsp.profession::text))
  from public.job_seeker_profiles jsp
 where jsp.user_id = pp.user_id
   and jsp.profession is not null
   and coalesce(pp.profile ->> 'status', '') = '';

create function private.profession_from_status() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  status text := coalesce(new.profile ->> 'status', '');
begin
  if status <> '' then
    update public.job_seeker_profiles
       set profession = (case when status in ('AT-läkare', 'BT-läkare') then 'underläkare'
                              else status end)::public.profession
     where user_id = new.user_id
       and profession is distinct from (case when status in ('AT-läkare', 'BT-läkare')
                                             then 'underläkare' else status end)::public.profession;
  end if;
  return new;
end;
$$;
revoke all on function private.profession_from_status() from public;

create trigger professional_profiles_profession after insert or update of profile
  on public.professional_profiles
  for each row execute function private.profession_from_status();
