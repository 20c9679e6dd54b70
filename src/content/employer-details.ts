// About texts and contact details for ten of the employers. Every employer's page at /employer/{id}
// is built from its card in employers.ts (name, location and figures are written once there);
// an entry here adds to the card of the same id.

export interface EmployerContact {
  email: string;
  phone: string;
  website: string;
}

export interface EmployerDetail {
  id: number;
  about: string;
  contact: EmployerContact;
}

export const employerDetails: readonly EmployerDetail[] = [
  {
    id: 1,
    about:
      'Norrlands Universitetsklinik är norra Sveriges universitetssjukhus och tar emot patienter från fyra regioner. Här finns högspecialiserad vård inom bland annat neurokirurgi, thoraxkirurgi och barnonkologi. Läkarna arbetar i nära samarbete med Umeå universitet, och många kombinerar klinik med forskning och undervisning. Vi erbjuder strukturerad introduktion, handledning för ST-läkare och stöd vid flytt till regionen.',
    contact: {
      email: 'rekrytering@norrlandsuniversitetsklinik.se',
      phone: '090-785 00 00',
      website: 'https://www.norrlandsuniversitetsklinik.se',
    },
  },
  {
    id: 2,
    about:
      'Vårdcentralen Älvsborg ligger på Hisingen och har omkring 14 000 listade patienter. Läkarna arbetar i team med sjuksköterskor, psykologer och fysioterapeuter, och varje läkare har avsatt tid för fortbildning och kvalitetsarbete. Vi har en egen diabetesmottagning och erbjuder videobesök för de patienter som föredrar det.',
    contact: {
      email: 'jobb@vcalvsborg.se',
      phone: '031-720 45 00',
      website: 'https://www.vcalvsborg.se',
    },
  },
  {
    id: 3,
    about:
      'Skånes Akutsjukhus har en av Sveriges största akutmottagningar med drygt 90 000 besök om året. Sjukhuset har specialistkliniker inom kirurgi, internmedicin, ortopedi och barnmedicin samt en modern intensivvårdsavdelning. Vi satsar på simuleringsträning, tydliga jourscheman och ett kollegialt klimat där nya läkare snabbt blir en del av teamet.',
    contact: {
      email: 'lakare@skanesakutsjukhus.se',
      phone: '040-33 10 00',
      website: 'https://www.skanesakutsjukhus.se',
    },
  },
  {
    id: 4,
    about:
      'Fjordklinikken Bergen är en privat specialistklinik som sedan 2008 erbjuder dagkirurgi och specialistmottagningar i centrala Bergen. Kliniken har avtal med det offentliga norska vårdsystemet och tar emot både offentligt finansierade och privata patienter. Svenska och danska läkare är välkomna, och vi hjälper till med norsk legitimation och bostad.',
    contact: {
      email: 'post@fjordklinikken.no',
      phone: '+47 55 30 20 00',
      website: 'https://www.fjordklinikken.no',
    },
  },
  {
    id: 5,
    about:
      'Øresund Lægehus är en allmänpraktik med sex läkare och cirka 9 000 patienter i centrala Köpenhamn. Vi arbetar med korta beslutsvägar, gemensamma fortbildningsdagar och en tydlig fördelning av jourarbete. Nya kolleger får en personlig handledare under de första sex månaderna och stöd i kontakten med danska myndigheter.',
    contact: {
      email: 'kontakt@oresundlaegehus.dk',
      phone: '+45 33 12 40 40',
      website: 'https://www.oresundlaegehus.dk',
    },
  },
  {
    id: 6,
    about:
      'Region Mälardalens Sjukhus är ett länssjukhus med omkring 400 vårdplatser och en nybyggd operationsavdelning. Här finns specialistvård inom bland annat kirurgi, medicin, kvinnosjukvård och psykiatri. Vårt ST-program har en egen studierektor och återkommande gemensamma utbildningsdagar för alla ST-läkare på sjukhuset.',
    contact: {
      email: 'rekrytering@rmsjukhus.se',
      phone: '021-17 30 00',
      website: 'https://www.rmsjukhus.se',
    },
  },
  {
    id: 7,
    about:
      'Trøndelag Helsesenter är ett kommunalt hälsocenter med fastlegekontor, legevakt och korttidsplatser. Vi samarbetar nära universitetssjukhuset i Trondheim och erbjuder läkare möjlighet att rotera mellan allmänmedicin och sjukhustjänstgöring. Arbetstiderna är förutsägbara och jourbördan delas jämnt i läkargruppen.',
    contact: {
      email: 'jobb@trondelaghelse.no',
      phone: '+47 73 80 12 00',
      website: 'https://www.trondelaghelse.no',
    },
  },
  {
    id: 8,
    about:
      'Jylland Medicinske Center är ett specialistcenter för internmedicin och kardiologi med egen bild- och funktionsdiagnostik. Centrets forskningsenhet driver kliniska studier i samarbete med Aarhus universitet. Vi söker läkare som vill utvecklas inom sin specialitet och erbjuder fortbildningsbudget, forskningstid och hjälp med flytten till Danmark.',
    contact: {
      email: 'hr@jyllandmedicinske.dk',
      phone: '+45 86 20 50 00',
      website: 'https://www.jyllandmedicinske.dk',
    },
  },
  {
    id: 9,
    about:
      'Barnkliniken Östergötland ger specialiserad vård till barn och ungdomar från hela regionen. Kliniken omfattar neonatalavdelning, barnkirurgi, barnonkologi och en stor öppenvårdsmottagning. Vi arbetar familjecentrerat och tvärprofessionellt. Just nu har vi inga lediga tjänster, men vi tar gärna emot intresseanmälningar.',
    contact: {
      email: 'barnkliniken@ostergotlandsvard.se',
      phone: '010-103 00 00',
      website: 'https://www.ostergotlandsvard.se/barnkliniken',
    },
  },
  {
    id: 10,
    about:
      'Gotlands Hälsocentral är öns största hälsocentral med mottagningar i Visby och på landsbygden. Här möter du hela allmänmedicinens bredd, från barn till äldre, och samarbetar nära med Visby lasarett. Under sommaren förstärker vi med extra läkare, och vi erbjuder hjälp med boende och resor för den som vill prova på ön.',
    contact: {
      email: 'lakarjobb@gotlandshalsocentral.se',
      phone: '0498-26 80 00',
      website: 'https://www.gotlandshalsocentral.se',
    },
  },
];
