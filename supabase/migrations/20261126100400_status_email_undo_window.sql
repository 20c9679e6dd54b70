-- An admin's status change can be undone before its e-mail goes out (issue 33). The message is
-- queued to be sent no sooner than 15 seconds later (the admin page offers "Ångra" for 10), and a
-- further change of the same application replaces a message not yet sent: changing back to the
-- status the applicant was last told (their receipt told them "pending") queues nothing at all.

create or replace function private.queue_application_status_email() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  last_told public.application_status;
begin
  delete from public.outgoing_emails
  where job_application_id = new.id
    and kind = 'application-status'
    and status = 'pending'
    and attempts = 0;
  select e.application_status into last_told
  from public.outgoing_emails e
  where e.job_application_id = new.id and e.kind = 'application-status'
  order by e.created_at desc
  limit 1;
  if new.status is not distinct from coalesce(last_told, 'pending') then
    return new;
  end if;
  insert into public.outgoing_emails (kind, job_application_id, application_status, next_attempt_at)
  values ('application-status', new.id, new.status, now() + interval '15 seconds');
  return new;
end;
$$;
