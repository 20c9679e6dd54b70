// The site's navigation: header links (spec §2) and footer links, in one place.
export const MAIN_NAV = [
  { to: '/', label: 'Hem' },
  { to: '/jobs', label: 'Jobb' },
  // An employer's profile (/employer/<id>) is part of the directory's section.
  { to: '/employers', label: 'Arbetsgivare', section: '/employer/' },
  { to: '/about', label: 'Om oss' },
  { to: '/pricing', label: 'Priser' },
] as const;

export const FOOTER_NAV = {
  forDoctors: [
    { to: '/jobs', label: 'Lediga jobb' },
    { to: '/resources', label: 'Resurser för läkare' },
  ],
  forEmployers: [
    { to: '/contact-doctor', label: 'Hitta en läkare' },
    { to: '/post-job', label: 'Publicera jobb' },
    { to: '/pricing', label: 'Priser' },
    { to: '/recruitment-resources', label: 'Rekryteringsresurser' },
  ],
  legal: [
    { to: '/privacy', label: 'Integritetspolicy' },
    { to: '/terms', label: 'Användarvillkor' },
    { to: '/cookies', label: 'Cookies' },
  ],
} as const;
