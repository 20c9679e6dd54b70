import type { LegalDocument, Provider } from './types';

export const cookiePolicy = ({ name, contactEmail }: Provider): LegalDocument => ({
  title: 'Cookiepolicy',
  intro: `${name} använder cookies och liknande tekniker bara för att tjänsten ska fungera. Statistiken över annonserna räknas utan cookies och utan att något sparas på din enhet.`,
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
        'Vi använder inga analyscookies och inga spårningstjänster från andra företag. Ingen cookie, ingen lokal lagring och inget id används för att räkna besökare.',
      ],
    },
    {
      heading: 'Statistik utan cookies',
      paragraphs: [
        'Arbetsgivare betalar för sina jobbannonser och banners, så vi räknar hur många gånger en annons visas i en lista, hur många som öppnar den, klickar på en banner, öppnar ”Ansök nu”, delar eller sparar ett jobb, och varifrån besöket kom (till exempel jobbsökningen, startsidan eller ett bevakningsmejl). Varje händelse läggs bara till en räknare per dag och annons; själva händelserna sparas inte.',
        'För att räkna unika besökare per dag beräknar servern en kontrollsumma av din IP-adress och webbläsarens namn tillsammans med ett slumpvärde som byts varje dygn och sedan raderas. Kontrollsumman sätter bara en av tusentals bitar i dagens räknare; varken IP-adressen, kontrollsumman eller något annat som pekar ut dig sparas, och efter dygnet går det inte ens för oss att känna igen en besökare.',
        'Sökrobotar och automatiserade webbläsare räknas inte, och inte heller våra administratörers egna besök. Visningar du gör utan nätverk sparas i appen tills anslutningen är tillbaka och skickas sedan en gång.',
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
