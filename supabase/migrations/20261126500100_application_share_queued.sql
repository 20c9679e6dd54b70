-- The employer's link to an application (issue 34) is made in the statement that stores the
-- application, with the notice that carries it (issue 33): whoever sends the notice, the
-- applicant's call or the retry worker, finds the link there.

create or replace function private.queue_application_receipt() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.application_shares (application_id) values (new.id)
  on conflict (application_id) do nothing;
  insert into public.outgoing_emails (kind, job_application_id)
  values ('application-receipt', new.id), ('application-notice', new.id);
  return new;
end;
$$;
