-- "Skicka länken igen" goes into the application's history, as the stage moves, notes, shortlists
-- and interviews do: who sent the employer a new link, and when (the old link stopped working).
alter table public.application_activity drop constraint application_activity_kind_check;
alter table public.application_activity add constraint application_activity_kind_check
  check (kind in (
    'stage', 'note', 'shortlist-sent', 'shortlist-answer',
    'interview-proposed', 'interview-booked', 'interview-cancelled', 'share-resent'));

-- As in 20261201100000, plus the history line.
create or replace function private.resend_application_share(application uuid) returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  current_status public.application_status;
  token text;
begin
  if not private.is_admin() then
    raise exception 'Endast administratörer kan skicka arbetsgivarens länk.' using errcode = '42501';
  end if;
  select a.status into current_status from public.job_applications a
  where a.id = application for update;
  if not found then
    raise exception 'Ansökan finns inte.' using errcode = '22023';
  end if;
  if current_status = 'withdrawn' then
    raise exception 'Ansökan har återkallats av den sökande. Länken kan inte skickas igen.'
      using errcode = 'PT409';
  end if;
  token := private.send_application_share(application);
  perform private.record_activity(application, 'share-resent');
  return token;
end;
$$;
