-- The one row of each settings table, with the provider's defaults (needed in production too).
insert into public.settings (id, provider_name, contact_email, email_signature)
values (
  1,
  'Läkarjobb Norden',
  'kontakt@lakarjobbnorden.se',
  E'Med vänliga hälsningar\nLäkarjobb Norden\nkontakt@lakarjobbnorden.se'
)
on conflict (id) do nothing;

insert into public.private_settings (id, notification_recipients)
values (1, array['rekrytering@lakarjobbnorden.se'])
on conflict (id) do nothing;
