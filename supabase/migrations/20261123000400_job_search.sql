-- Issue 12, find jobs the way doctors search: a job's specialty (Socialstyrelsen's specialist
-- list instead of the spec's three sectors), country, region and salary currency.
--
-- The lists are those of supabase/functions/_shared/search (specialties.ts, places.ts), the one
-- source the app, the functions and these checks share; tests/db/job-search-lists.test.ts fails
-- when they differ. They live in immutable functions so a check can use them and a later list
-- change is one "create or replace" (existing rows are not re-checked by that, by design: a job
-- keeps the specialty it was posted with).

create function private.job_specialties() returns text[]
language sql immutable parallel safe
set search_path = ''
as $$
  select array[
    'akutsjukvård',
    'allmänmedicin',
    'anestesi och intensivvård',
    'arbets- och miljömedicin',
    'barn- och ungdomsmedicin',
    'barn- och ungdomspsykiatri',
    'endokrinologi och diabetologi',
    'gastroenterologi och hepatologi',
    'geriatrik',
    'handkirurgi',
    'hematologi',
    'hud- och könssjukdomar',
    'infektionssjukdomar',
    'internmedicin',
    'kardiologi',
    'kirurgi',
    'klinisk fysiologi',
    'klinisk genetik',
    'klinisk kemi',
    'klinisk mikrobiologi',
    'klinisk neurofysiologi',
    'klinisk patologi',
    'kärlkirurgi',
    'lungsjukdomar',
    'neonatologi',
    'neurokirurgi',
    'neurologi',
    'njurmedicin',
    'nuklearmedicin',
    'obstetrik och gynekologi',
    'onkologi',
    'ortopedi',
    'plastikkirurgi',
    'psykiatri',
    'radiologi',
    'rehabiliteringsmedicin',
    'reumatologi',
    'rättsmedicin',
    'rättspsykiatri',
    'socialmedicin',
    'thoraxkirurgi',
    'urologi',
    'ögonsjukdomar',
    'öron-, näs- och halssjukdomar'
  ]
$$;

create function private.job_countries() returns text[]
language sql immutable parallel safe
set search_path = ''
as $$ select array['SE', 'NO', 'DK'] $$;

create function private.job_currencies() returns text[]
language sql immutable parallel safe
set search_path = ''
as $$ select array['SEK', 'NOK', 'DKK'] $$;

-- Swedish län (as regions), Norwegian fylker (2024) and Danish regioner.
create function private.job_regions(country text) returns text[]
language sql immutable parallel safe
set search_path = ''
as $$
  select case country
    when 'SE' then array[
      'Blekinge',
      'Dalarna',
      'Gotland',
      'Gävleborg',
      'Halland',
      'Jämtland Härjedalen',
      'Jönköping',
      'Kalmar',
      'Kronoberg',
      'Norrbotten',
      'Skåne',
      'Stockholm',
      'Sörmland',
      'Uppsala',
      'Värmland',
      'Västerbotten',
      'Västernorrland',
      'Västmanland',
      'Västra Götaland',
      'Örebro',
      'Östergötland'
    ]
    when 'NO' then array[
      'Agder',
      'Akershus',
      'Buskerud',
      'Finnmark',
      'Innlandet',
      'Møre og Romsdal',
      'Nordland',
      'Oslo',
      'Rogaland',
      'Telemark',
      'Troms',
      'Trøndelag',
      'Vestfold',
      'Vestland',
      'Østfold'
    ]
    when 'DK' then array[
      'Hovedstaden',
      'Midtjylland',
      'Nordjylland',
      'Sjælland',
      'Syddanmark'
    ]
  end
$$;

-- Specialty replaces sector. Renamed rather than added, so grants on the column carry over;
-- the old values stay valid except pediatrik, which is barn- och ungdomsmedicin in the list.
alter table public.jobs rename column sector to specialty;
alter table public.jobs alter column specialty type text using (
  case specialty::text when 'pediatrik' then 'barn- och ungdomsmedicin' else specialty::text end
);
drop type public.job_sector;
alter table public.jobs
  add constraint jobs_specialty_in_list check (specialty = any (private.job_specialties())),
  add column country text not null default 'SE'
    constraint jobs_country_in_list check (country = any (private.job_countries())),
  add column region text
    constraint jobs_region_in_country check (region = any (private.job_regions(country))),
  add column salary_currency text not null default 'SEK'
    constraint jobs_salary_currency_in_list check (salary_currency = any (private.job_currencies()));

comment on column public.jobs.specialty is 'Medical specialty: private.job_specialties().';
comment on column public.jobs.country is 'SE, NO or DK.';
comment on column public.jobs.region is 'Län, fylke or region of the country: private.job_regions(country).';
comment on column public.jobs.salary_monthly is 'Amount per month in salary_currency.';

-- Existing ads name their place in free text: the Norwegian and Danish ones are recognised by
-- their country or largest cities and paid in that country's currency. The update also moves
-- updated_at, so the apps' offline copies fetch the new columns on their next delta sync.
update public.jobs set
  country = case
    when location ~* '(norge|norway|oslo|bergen|trondheim|troms|stavanger|bodø|ålesund)' then 'NO'
    when location ~* '(danmark|denmark|køpenhavn|københavn|aarhus|århus|odense|aalborg|ålborg)' then 'DK'
    else 'SE'
  end;
update public.jobs set salary_currency = case country when 'NO' then 'NOK' when 'DK' then 'DKK' else 'SEK' end;

-- The public site reads these: column grants, as for the other public columns (20261123000120).
grant select (specialty, country, region, salary_currency) on public.jobs to anon, authenticated;
