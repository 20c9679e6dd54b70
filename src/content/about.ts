// Texts and static marketing figures of the about page (spec §1: the figures are fixed claims,
// not computed from the database).

export interface Figure {
  value: string;
  label: string;
}

export const foundedYear = 2015;

export const figures: readonly Figure[] = [
  { value: String(foundedYear), label: 'Grundat' },
  { value: '2\u00a0500+', label: 'Registrerade läkare' },
  { value: '150+', label: 'Arbetsgivare' },
  { value: '500+', label: 'Lediga tjänster' },
  { value: '95%', label: 'Nöjda kunder' },
];

export interface TitledText {
  title: string;
  text: string;
}

export const about = {
  title: 'Om oss',
  lead: 'Vi för samman läkare och vårdgivare i Sverige, Norge och Danmark – med kunskap om både medicin och rekrytering.',
  mission: {
    title: 'Vårt uppdrag',
    text: 'Vårt uppdrag är att göra det enkelt för läkare att hitta rätt tjänst och för vårdgivare att hitta rätt läkare. Vi samlar relevanta jobb på ett ställe, hjälper arbetsgivare att nå kvalificerade kandidater och ser till att varje kontakt sker med respekt för både läkarens och patienternas behov.',
  },
  vision: {
    title: 'Vår vision',
    text: 'En nordisk arbetsmarknad för läkare där gränser inte står i vägen. Vi vill att en läkare i Umeå lika lätt ska kunna hitta en tjänst i Bergen eller Odense som i sin egen region – och att varje vårdgivare ska ha tillgång till de läkare som behövs för en trygg vård.',
  },
  values: [
    {
      title: 'Kvalitet',
      text: 'Vi publicerar tydliga annonser med de uppgifter en läkare behöver för att fatta beslut.',
    },
    {
      title: 'Förtroende',
      text: 'Vi hanterar ansökningar och personuppgifter varsamt och enligt GDPR.',
    },
    {
      title: 'Närhet',
      text: 'Vi har personlig kontakt med både läkare och arbetsgivare – du når alltid en människa.',
    },
    {
      title: 'Nordiskt samarbete',
      text: 'Vi känner regelverk, legitimationsprocesser och arbetsvillkor i alla tre länderna.',
    },
  ] satisfies readonly TitledText[],
  expertise: {
    title: 'Vår expertis',
    text: 'Teamet består av rekryterare med bakgrund i vården och läkare som själva har arbetat i flera nordiska länder. Vi är specialiserade på allmänmedicin, kirurgi och pediatrik, och vi hjälper både offentliga regioner, kommuner och privata vårdgivare.',
    points: [
      'Rekrytering av specialister, ST-läkare och underläkare',
      'Legitimation och språkkrav i Sverige, Norge och Danmark',
      'Annonsering som når läkare där de letar efter jobb',
      'Rådgivning om villkor, löner och introduktion',
    ],
  },
  statisticsTitle: 'I siffror',
  history: {
    title: 'Vår historia',
    text: `Vi grundades ${foundedYear} av två läkare som själva hade flyttat mellan Sverige och Norge och saknade en samlad plats för nordiska läkarjobb. Det som började som en lista med tjänster delad mellan kolleger har vuxit till en rekryteringstjänst med tusentals registrerade läkare och arbetsgivare i hela Norden. I dag hjälper vi allt från små vårdcentraler till universitetssjukhus att hitta rätt läkare.`,
  },
};
