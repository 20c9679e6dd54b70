import type { LegalDocument, Provider } from './types';

export const privacyPolicy = ({ name, contactEmail }: Provider): LegalDocument => ({
  title: 'Integritetspolicy',
  intro: `${name} värnar om din personliga integritet. Här beskriver vi vilka personuppgifter vi behandlar, varför vi gör det och vilka rättigheter du har enligt dataskyddsförordningen (GDPR).`,
  sections: [
    {
      heading: 'Personuppgiftsansvarig',
      paragraphs: [
        `${name} är personuppgiftsansvarig för behandlingen av dina personuppgifter i tjänsten. Du når oss på ${contactEmail}.`,
      ],
    },
    {
      heading: 'Vilka uppgifter vi behandlar',
      paragraphs: ['Vi behandlar de uppgifter som du själv lämnar till oss:'],
      list: [
        'Kontouppgifter: namn, e-postadress, telefonnummer och yrkesroll.',
        'Ansökningar: det personliga brevet och uppgifterna om den tjänst du söker.',
        'Förfrågningar från arbetsgivare: företagsnamn, kontaktperson, e-post, telefon och meddelande.',
        'Tekniska uppgifter: anonymiserad statistik om hur tjänsten används.',
      ],
    },
    {
      heading: 'Varför vi behandlar uppgifterna',
      paragraphs: [
        'Vi behandlar uppgifterna för att kunna tillhandahålla ditt konto, förmedla dina ansökningar till arbetsgivare och besvara förfrågningar. Den rättsliga grunden är avtal med dig när du använder tjänsten och berättigat intresse när vi besvarar förfrågningar och förbättrar tjänsten.',
      ],
    },
    {
      heading: 'När du söker ett jobb',
      paragraphs: [
        `När du skickar en ansökan får arbetsgivaren dina kontaktuppgifter och ditt personliga brev. En kopia av ansökan skickas även till ${name}, så att vi kan följa upp rekryteringen och hjälpa dig om något går fel.`,
      ],
    },
    {
      heading: 'Hur länge vi sparar uppgifterna',
      paragraphs: [
        'Kontouppgifter sparas så länge du har ett konto hos oss. Ansökningar sparas i högst 24 månader efter att tjänsten har tillsatts. Förfrågningar från arbetsgivare sparas i högst 24 månader efter senaste kontakt.',
      ],
    },
    {
      heading: 'Dina rättigheter enligt GDPR',
      paragraphs: ['Du har rätt att:'],
      list: [
        'få tillgång till de personuppgifter vi har om dig (registerutdrag),',
        'få felaktiga uppgifter rättade,',
        'få dina uppgifter raderade,',
        'begära att behandlingen begränsas,',
        'invända mot behandling som grundar sig på berättigat intresse,',
        'få ut dina uppgifter i ett maskinläsbart format (dataportabilitet),',
        'lämna klagomål till Integritetsskyddsmyndigheten (IMY).',
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: [
        `Vill du använda någon av dina rättigheter eller har du frågor om hur vi behandlar personuppgifter? Skriv till ${contactEmail}.`,
      ],
    },
  ],
});
