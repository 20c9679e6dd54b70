// The admin area's sections: the dashboard's cards and the admin menu, in one place.
export const ADMIN_SECTIONS = [
  {
    to: '/admin/jobs',
    title: 'Jobb',
    description: 'Skapa, redigera, publicera och radera jobbannonser.',
  },
  {
    to: '/admin/kallor',
    title: 'Jobbkällor',
    description: 'Importerade jobbflöden: lägg till, testa, pausa och kör.',
  },
  {
    to: '/admin/banners',
    title: 'Banners',
    description: 'Hantera annonsbanners, placering och pris.',
  },
  {
    to: '/admin/statistik',
    title: 'Statistik',
    description: 'Visningar, klick och ansökningar per annons, källa och arbetsgivare.',
  },
  {
    to: '/admin/users',
    title: 'Användare',
    description: 'Registrerade användare och administratörer.',
  },
  {
    to: '/admin/settings',
    title: 'Inställningar',
    description: 'Kontaktuppgifter, signatur och mottagare av notiser.',
  },
  {
    to: '/admin/applications',
    title: 'Ansökningar',
    description: 'Alla ansökningar, status och CSV-export.',
  },
  {
    to: '/admin/kandidater',
    title: 'Kandidater',
    description: 'Sök läkare som är synliga för rekryterare och bjud in dem till en tjänst.',
  },
  {
    to: '/admin/pipeline',
    title: 'Rekrytering',
    description: 'Kandidaterna per jobb steg för steg, kortlistor och intervjuer.',
  },
  {
    to: '/admin/requests',
    title: 'Förfrågningar',
    description: 'Arbetsgivarnas förfrågningar och e-postleverans.',
  },
] as const;
