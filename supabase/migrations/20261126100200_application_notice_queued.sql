-- The employer's notice of a new application is queued by the database in the statement that
-- stores the application, like the applicant's receipt (issue 33). send-job-application only
-- asks for it to go out now; when that call is refused (a rate limit, a lost connection) the
-- retry worker still sends it, so a limit can delay the notice but never lose it.

create or replace function private.queue_application_receipt() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.outgoing_emails (kind, job_application_id)
  values ('application-receipt', new.id), ('application-notice', new.id);
  return new;
end;
$$;
