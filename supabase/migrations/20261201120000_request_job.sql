-- "Skapa jobb från förfrågan" (issue 50): an employer's post-job-request remembers the job an
-- admin created from it. Only admins set it (the update policy of request handling); a pricing
-- or contact-doctor request describes no job, so only a post-job-request can name one.

alter table public.contact_requests
  add column job_id uuid references public.jobs (id) on delete set null,
  add constraint contact_requests_job_only_for_post_job_request
    check (job_id is null or type = 'post-job-request');

comment on column public.contact_requests.job_id is
  'The job an admin created from this post-job-request; null when none (or it was deleted).';

create index contact_requests_job_id_idx on public.contact_requests (job_id);

grant update (job_id) on public.contact_requests to authenticated;
