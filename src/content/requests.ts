// Texts of the three employer request forms (/contact-doctor, /pricing, /post-job) and of the
// contact page. Validation messages are not here: they live with the shared schemas.
import { contactDoctorTitle, postJobTitle } from './pageTitles';

export const requestFieldLabels = {
  companyName: 'Företagsnamn',
  contactName: 'Kontaktperson',
  email: 'E-post',
  phone: 'Telefon',
  message: 'Meddelande',
  doctorType: 'Typ av läkare',
  adType: 'Typ av annons',
  duration: 'Önskad varaktighet',
  budget: 'Budget',
};

export const requestPlaceholders = {
  email: 'namn@foretag.se',
  phone: '070-123 45 67',
  doctorType: 't.ex. specialist i allmänmedicin',
  contactDoctorMessage: 'Berätta om tjänsten: ort, omfattning, startdatum och krav.',
  pricingMessage: 'Berätta vad ni vill annonsera och när.',
  postJobMessage: 'Beskriv tjänsten och hur ni vill att annonsen publiceras (minst 20 tecken).',
  choose: 'Välj',
};

export const requestFeedback = {
  submit: 'Skicka förfrågan',
  sending: 'Skickar...',
  successTitle: 'Tack för din förfrågan!',
  successMessage: 'Vi kontaktar dig inom kort.',
  failure: 'Något gick fel. Försök igen senare.',
};

export const contactDoctorPage = {
  title: contactDoctorTitle,
  lead: 'Berätta vilken läkare ni behöver så hjälper vi er att hitta rätt kandidat i Sverige, Norge eller Danmark.',
  asideTitle: 'Det här får ni',
  points: [
    'Kostnadsfri första kontakt',
    'Kandidater från hela Norden',
    'Personlig rekryterare genom hela processen',
  ],
};

export const postJobPage = {
  title: postJobTitle,
  lead: 'Fyll i formuläret så återkommer vi med ett förslag på publicering och en bekräftelse av priset. Annonsen publiceras efter att vi har gått igenom den tillsammans med er.',
  asideTitle: 'Så går det till',
  points: [
    'Ni skickar in önskemål om publicering',
    'Vi återkommer med förslag och pris, oftast inom en arbetsdag',
    'Annonsen publiceras när ni har godkänt den',
  ],
  totalLabel: 'Totalt',
  /** Before both are chosen, or when one is custom: what the total waits for. */
  totalPending: (duration: string, budget: string) =>
    duration === 'custom' || budget === 'custom'
      ? 'Totalt: vi återkommer med ett pris för er anpassade publicering.'
      : 'Välj varaktighet och budget så visas totalpriset här.',
};

export const contactPage = {
  title: 'Kontakta oss',
  lead: 'Har du frågor om tjänsten, en annons eller din ansökan? Hör av dig så hjälper vi dig.',
  emailLabel: 'E-post',
  replyNote: 'Vi svarar normalt inom 24 timmar på vardagar.',
  employerTitle: 'Är du arbetsgivare?',
  employerText: 'Använd våra formulär så hamnar din förfrågan direkt hos rätt person.',
  contactDoctorLink: 'Söker du en läkare?',
  postJobLink: 'Publicera jobb',
};
