-- Employers' requests get a handled state (issue 37): an admin marks a request handled (or not
-- again); when and by whom are the server's to stamp, whatever a client sends.

alter table public.contact_requests
  add column handled_at timestamptz,
  add column handled_by uuid references auth.users (id) on delete set null;

comment on column public.contact_requests.handled_at is
  'When an admin marked the request handled; null while it waits for an answer.';

create index contact_requests_unhandled_idx on public.contact_requests (created_at desc)
  where handled_at is null;
create index contact_requests_handled_by_idx on public.contact_requests (handled_by);

create or replace function private.stamp_request_handling() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.handled_at is null then
    new.handled_by := null;
  elsif old.handled_at is null then
    new.handled_at := now();
    new.handled_by := auth.uid();
  else
    new.handled_at := old.handled_at;
    new.handled_by := old.handled_by;
  end if;
  return new;
end;
$$;
revoke all on function private.stamp_request_handling() from public;

create trigger contact_requests_stamp_handling before update of handled_at
  on public.contact_requests
  for each row execute function private.stamp_request_handling();

grant update (handled_at) on public.contact_requests to authenticated;

create policy "Admins mark requests handled" on public.contact_requests
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
