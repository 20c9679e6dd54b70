-- The employer's notice of a new application waits for the documents the applicant chose.
-- send-job-application files them and then makes the notice due. Queued due at once, the retry
-- worker could send it between the application's insert and that call: the employer's e-mail then
-- named no CV, and the documents were refused (nothing is added once the notice is out; a CI run
-- met it). If the call never comes, the worker sends the notice after the wait with what is filed.
create or replace function private.queue_application_receipt() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.outgoing_emails (kind, job_application_id)
  values ('application-receipt', new.id);
  perform private.send_application_share(new.id);
  update public.outgoing_emails set next_attempt_at = now() + interval '10 minutes'
  where job_application_id = new.id and kind = 'application-notice' and status = 'pending';
  return new;
end;
$$;
