// Static employer directory for /employers (spec §3 "Static employer entry"): marketing data,
// not database rows. The employers are fictional demo organisations. Their open positions are
// not here: they are counted from the published jobs (jobCountsByEmployer in @shared/search).

export interface Employer {
  id: number;
  name: string;
  location: string;
  /** Display text, e.g. "1 200 anställda". */
  employees: string;
  description: string;
}

export const employers: readonly Employer[] = [
  {
    id: 1,
    name: 'Norrlands Universitetsklinik',
    location: 'Umeå, Sverige',
    employees: '4 800 anställda',
    description:
      'Universitetssjukhus med högspecialiserad vård för hela norra Sverige och ett starkt fokus på forskning och utbildning.',
  },
  {
    id: 2,
    name: 'Vårdcentralen Älvsborg',
    location: 'Göteborg, Sverige',
    employees: '65 anställda',
    description:
      'Modern vårdcentral med breda allmänmedicinska team, egen diabetesmottagning och väl utbyggd digital vård.',
  },
  {
    id: 3,
    name: 'Skånes Akutsjukhus',
    location: 'Malmö, Sverige',
    employees: '3 200 anställda',
    description:
      'Akutsjukhus med regionens största akutmottagning och specialistkliniker inom kirurgi, medicin och barn.',
  },
  {
    id: 4,
    name: 'Fjordklinikken Bergen',
    location: 'Bergen, Norge',
    employees: '420 anställda',
    description:
      'Privat specialistklinik vid Bryggen med dagkirurgi, ortopedi och en växande öron-, näs- och halsmottagning.',
  },
  {
    id: 5,
    name: 'Øresund Lægehus',
    location: 'Köpenhamn, Danmark',
    employees: '38 anställda',
    description:
      'Allmänpraktik i centrala Köpenhamn med sex läkare, stark teamkultur och handledning för nya kolleger.',
  },
  {
    id: 6,
    name: 'Region Mälardalens Sjukhus',
    location: 'Västerås, Sverige',
    employees: '2 600 anställda',
    description:
      'Länssjukhus med bred specialistvård, nybyggd operationsavdelning och ett aktivt ST-program.',
  },
  {
    id: 7,
    name: 'Trøndelag Helsesenter',
    location: 'Trondheim, Norge',
    employees: '180 anställda',
    description:
      'Kommunalt hälsocenter med allmänmedicin, legevakt och nära samarbete med universitetssjukhuset.',
  },
  {
    id: 8,
    name: 'Jylland Medicinske Center',
    location: 'Aarhus, Danmark',
    employees: '950 anställda',
    description:
      'Specialistcenter för internmedicin och kardiologi med moderna diagnostiska resurser och forskningsenhet.',
  },
  {
    id: 9,
    name: 'Barnkliniken Östergötland',
    location: 'Linköping, Sverige',
    employees: '310 anställda',
    description:
      'Barn- och ungdomsmedicinsk klinik med neonatalvård, barnkirurgi och familjecentrerat arbetssätt.',
  },
  {
    id: 10,
    name: 'Gotlands Hälsocentral',
    location: 'Visby, Sverige',
    employees: '90 anställda',
    description:
      'Hälsocentral på Gotland med varierad allmänmedicin, sommarförstärkning och flexibla schemalösningar.',
  },
  {
    id: 11,
    name: 'Örebro Läns Specialistvård',
    location: 'Örebro, Sverige',
    employees: '1 400 anställda',
    description:
      'Specialistvård inom psykiatri, geriatrik och rehabilitering med tydliga karriärvägar för läkare.',
  },
  {
    id: 12,
    name: 'Jönköpings Vårdcentraler',
    location: 'Jönköping, Sverige',
    employees: '240 anställda',
    description:
      'Sju vårdcentraler i och kring Jönköping med gemensam fortbildning och möjlighet till deltid.',
  },
  {
    id: 13,
    name: 'Luleå Kustsjukhus',
    location: 'Luleå, Sverige',
    employees: '1 100 anställda',
    description:
      'Sjukhus vid Norrbottenskusten med akutsjukvård, förlossning och ett uppskattat introduktionsprogram.',
  },
  {
    id: 14,
    name: 'Växjö Ortopedklinik',
    location: 'Växjö, Sverige',
    employees: '150 anställda',
    description:
      'Specialiserad ortopedi med protes- och handkirurgi, korta vårdtider och god arbetsmiljö.',
  },
  {
    id: 15,
    name: 'Gävleborgs Psykiatri',
    location: 'Gävle, Sverige',
    employees: '520 anställda',
    description:
      'Vuxenpsykiatri med öppenvård, heldygnsvård och mobila team som arbetar nära patienterna.',
  },
  {
    id: 16,
    name: 'Sundsvalls Medicincentrum',
    location: 'Sundsvall, Sverige',
    employees: '780 anställda',
    description:
      'Internmedicinskt centrum med hjärtsjukvård, strokeenhet och möjlighet att kombinera klinik och forskning.',
  },
  {
    id: 17,
    name: 'Jämtlands Fjällvård',
    location: 'Östersund, Sverige',
    employees: '130 anställda',
    description:
      'Primärvård i fjällmiljö med säsongsmottagningar i Åre och goda möjligheter till friluftsliv.',
  },
  {
    id: 18,
    name: 'Värmlands Läkarhus',
    location: 'Karlstad, Sverige',
    employees: '75 anställda',
    description:
      'Läkarhus med allmänmedicin, företagshälsovård och ett nära samarbete med regionens sjukhus.',
  },
  {
    id: 19,
    name: 'Hallands Kirurgiska Klinik',
    location: 'Halmstad, Sverige',
    employees: '340 anställda',
    description:
      'Kirurgisk klinik med bukkirurgi, kärlkirurgi och robotassisterade ingrepp på ett modernt sjukhus.',
  },
  {
    id: 20,
    name: 'Kalmarsunds Vård',
    location: 'Kalmar, Sverige',
    employees: '410 anställda',
    description:
      'Vårdgivare med sjukhus och vårdcentraler längs Kalmarsund, känd för sin trygga introduktion av nya läkare.',
  },
  {
    id: 21,
    name: 'Skaraborgs Sjukhus',
    location: 'Skövde, Sverige',
    employees: '2 100 anställda',
    description:
      'Akutsjukhus med bred specialistvård, eget simuleringscentrum och stöd för ST-läkare.',
  },
  {
    id: 22,
    name: 'Sjuhärads Vårdcentral',
    location: 'Borås, Sverige',
    employees: '55 anställda',
    description:
      'Familjär vårdcentral med stabilt läkarteam, egen BVC och tid avsatt för kvalitetsarbete.',
  },
  {
    id: 23,
    name: 'Dalarnas Rehabcenter',
    location: 'Falun, Sverige',
    employees: '120 anställda',
    description:
      'Rehabiliteringsmedicin för patienter efter stroke, hjärnskada och ortopediska ingrepp.',
  },
  {
    id: 24,
    name: 'Kiruna Akutmottagning',
    location: 'Kiruna, Sverige',
    employees: '85 anställda',
    description:
      'Akutmottagning och närsjukvård i Sveriges nordligaste stad, med rese- och bostadsstöd för läkare.',
  },
  {
    id: 25,
    name: 'Helsingborgs Hjärtcentrum',
    location: 'Helsingborg, Sverige',
    employees: '260 anställda',
    description:
      'Kardiologiskt centrum med PCI, elektrofysiologi och hjärtsviktsmottagning vid Öresund.',
  },
  {
    id: 26,
    name: 'Lunds Forskningsklinik',
    location: 'Lund, Sverige',
    employees: '190 anställda',
    description:
      'Klinisk prövningsenhet där läkare kombinerar patientnära arbete med läkemedelsforskning.',
  },
  {
    id: 27,
    name: 'Uppsala Akademiska Vårdcentral',
    location: 'Uppsala, Sverige',
    employees: '70 anställda',
    description:
      'Akademisk vårdcentral som utbildar läkarstudenter och driver forskning inom allmänmedicin.',
  },
  {
    id: 28,
    name: 'Eskilstuna Närsjukvård',
    location: 'Eskilstuna, Sverige',
    employees: '230 anställda',
    description: 'Närsjukvård med geriatrik, palliativ vård och mobila läkarteam i hela kommunen.',
  },
  {
    id: 29,
    name: 'Trollhättans Barnmottagning',
    location: 'Trollhättan, Sverige',
    employees: '45 anställda',
    description:
      'Barnmottagning med allergi-, astma- och diabetesteam samt ett nära samarbete med elevhälsan.',
  },
  {
    id: 30,
    name: 'Kristianstads Läkargrupp',
    location: 'Kristianstad, Sverige',
    employees: '60 anställda',
    description:
      'Privat läkargrupp med allmänmedicin och specialistmottagningar inom gynekologi och urologi.',
  },
  {
    id: 31,
    name: 'Norrköpings Akutvård',
    location: 'Norrköping, Sverige',
    employees: '640 anställda',
    description: 'Akutvård med akutmottagning, intensivvård och traumateam i ett modernt sjukhus.',
  },
  {
    id: 32,
    name: 'Stockholms Specialistcenter',
    location: 'Stockholm, Sverige',
    employees: '880 anställda',
    description:
      'Specialistcenter på Södermalm med endoskopi, dermatologi och dagkirurgi i nya lokaler.',
  },
  {
    id: 33,
    name: 'Oslo Akuttmedisin',
    location: 'Oslo, Norge',
    employees: '1 300 anställda',
    description:
      'Akutmedicinsk verksamhet i huvudstaden med legevakt, akuttmottak och prehospital vård.',
  },
  {
    id: 34,
    name: 'Stavanger Kirurgiske Senter',
    location: 'Stavanger, Norge',
    employees: '360 anställda',
    description:
      'Kirurgiskt center med gastrokirurgi, plastikkirurgi och ett starkt fokus på patientsäkerhet.',
  },
  {
    id: 35,
    name: 'Tromsø Arktiske Sykehus',
    location: 'Tromsø, Norge',
    employees: '1 900 anställda',
    description:
      'Universitetssjukhus i Arktis med unika kliniska erfarenheter, forskning och generösa villkor.',
  },
  {
    id: 36,
    name: 'Bodø Legesenter',
    location: 'Bodø, Norge',
    employees: '40 anställda',
    description:
      'Legesenter med fastlegelistor, kommunal akutmottagning och möjlighet till fast tjänst.',
  },
  {
    id: 37,
    name: 'Ålesund Sjukehus',
    location: 'Ålesund, Norge',
    employees: '1 050 anställda',
    description:
      'Sjukhus på Sunnmøre med medicin, kirurgi, psykiatri och ett välkomnande läkarkollegium.',
  },
  {
    id: 38,
    name: 'Sørlandet Barneklinikk',
    location: 'Kristiansand, Norge',
    employees: '160 anställda',
    description: 'Barnklinik med neonatologi och barnpsykiatri i ett av Norges soligaste län.',
  },
  {
    id: 39,
    name: 'Drammen Medisinske Senter',
    location: 'Drammen, Norge',
    employees: '210 anställda',
    description:
      'Medicinskt center med gastroenterologi, endokrinologi och en aktiv undervisningsmiljö.',
  },
  {
    id: 40,
    name: 'Innlandet Helse',
    location: 'Lillehammer, Norge',
    employees: '700 anställda',
    description:
      'Sjukhus och distriktsmedicinska center i Innlandet med bred allmänmedicin och rehabilitering.',
  },
  {
    id: 41,
    name: 'Fyns Sygehus',
    location: 'Odense, Danmark',
    employees: '2 300 anställda',
    description:
      'Universitetssjukhus på Fyn med högspecialiserad kirurgi, onkologi och en stark forskningsmiljö.',
  },
  {
    id: 42,
    name: 'Aalborg Psykiatri',
    location: 'Aalborg, Danmark',
    employees: '480 anställda',
    description:
      'Psykiatri för vuxna och unga med specialiserade team för ätstörningar och affektiva sjukdomar.',
  },
  {
    id: 43,
    name: 'Esbjerg Akutklinik',
    location: 'Esbjerg, Danmark',
    employees: '330 anställda',
    description:
      'Akutklinik på Jyllands västkust med akutmottagning, observationsavdelning och traumavård.',
  },
  {
    id: 44,
    name: 'Roskilde Lægeklinik',
    location: 'Roskilde, Danmark',
    employees: '28 anställda',
    description:
      'Allmänpraktik med fyra läkare, stabil patientlista och god balans mellan arbete och fritid.',
  },
  {
    id: 45,
    name: 'Vejle Ortopædkirurgi',
    location: 'Vejle, Danmark',
    employees: '140 anställda',
    description: 'Ortopedkirurgisk enhet med ryggkirurgi, idrottsmedicin och snabba patientflöden.',
  },
  {
    id: 46,
    name: 'Herning Regionshospital',
    location: 'Herning, Danmark',
    employees: '1 600 anställda',
    description:
      'Regionsjukhus med internmedicin, kirurgi och gynekologi samt ett nytt akutcenter.',
  },
  {
    id: 47,
    name: 'Næstved Sundhedshus',
    location: 'Næstved, Danmark',
    employees: '95 anställda',
    description:
      'Sundhedshus med allmänläkare, sjuksköterskor och fysioterapeuter under samma tak.',
  },
  {
    id: 48,
    name: 'Nordsjællands Hospital',
    location: 'Hillerød, Danmark',
    employees: '2 900 anställda',
    description:
      'Sjukhus norr om Köpenhamn med bred specialistvård och ett nytt sjukhusbygge på gång.',
  },
  {
    id: 49,
    name: 'Linköpings Ögonklinik',
    location: 'Linköping, Sverige',
    employees: '110 anställda',
    description:
      'Ögonklinik med kataraktkirurgi, retinamottagning och en väletablerad ST-utbildning.',
  },
  {
    id: 50,
    name: 'Umeå Primärvård',
    location: 'Umeå, Sverige',
    employees: '300 anställda',
    description:
      'Primärvårdsorganisation med elva hälsocentraler och ett eget utbildningsprogram för nya läkare.',
  },
];
