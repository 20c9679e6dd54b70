-- An applicant may withdraw an application (issue 11). A new enum value cannot be used in the
-- transaction that adds it, so it has a migration of its own; the rules follow in the next one.
alter type public.application_status add value if not exists 'withdrawn';
