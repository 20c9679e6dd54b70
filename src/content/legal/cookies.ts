import type { LegalDocument, Provider } from './types';

export const cookiePolicy = ({ name, contactEmail }: Provider): LegalDocument => ({
  title: 'Cookiepolicy',
  intro: `${name} använder cookies och liknande tekniker för att tjänsten ska fungera och för att förstå hur den används.`,
  sections: [
    {
      heading: 'Vad är cookies?',
      paragraphs: [
        'En cookie är en liten textfil som sparas i din webbläsare. Liknande tekniker, som lokal lagring i webbläsaren, används för samma ändamål och omfattas av denna policy.',
      ],
    },
    {
      heading: 'Nödvändiga cookies',
      paragraphs: [
        'Nödvändiga cookies och lokal lagring håller dig inloggad, sparar formulär som väntar på att skickas när du är offline och gör att appen fungerar utan nätverk. De kan inte stängas av utan att tjänsten slutar fungera.',
      ],
    },
    {
      heading: 'Analyscookies',
      paragraphs: [
        'Vi använder analyscookies för att se hur många som besöker tjänsten och vilka sidor som används mest. Uppgifterna sammanställs som statistik på gruppnivå och används bara för att förbättra tjänsten, aldrig för riktad reklam.',
      ],
    },
    {
      heading: 'Så hanterar du cookies',
      paragraphs: [
        'Du kan när som helst ta bort cookies och blockera nya i din webbläsares inställningar. Om du blockerar nödvändiga cookies kan delar av tjänsten sluta fungera.',
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: [`Har du frågor om cookies är du välkommen att kontakta oss på ${contactEmail}.`],
    },
  ],
});
