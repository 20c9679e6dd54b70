import type { LegalDocument, Provider } from './types';

export const termsOfUse = ({ name, contactEmail }: Provider): LegalDocument => ({
  title: 'Användarvillkor',
  intro: `Dessa villkor gäller när du använder ${name}s webbplats och app. Genom att använda tjänsten godkänner du villkoren.`,
  sections: [
    {
      heading: 'Tjänsten',
      paragraphs: [
        `${name} förmedlar lediga läkartjänster i Sverige, Norge och Danmark och hjälper vårdgivare att rekrytera läkare. Tjänsten är kostnadsfri för läkare. Arbetsgivare betalar för annonsering enligt gällande prislista.`,
      ],
    },
    {
      heading: 'Ditt konto',
      paragraphs: [
        'Du ansvarar för att uppgifterna i ditt konto är korrekta och för att ditt lösenord hålls hemligt. Kontot är personligt och får inte delas med andra.',
      ],
    },
    {
      heading: 'Ansökningar',
      paragraphs: [
        `Ansökningar skickas till den arbetsgivare som har publicerat tjänsten, med en kopia till ${name}. Beslut om anställning fattas av arbetsgivaren. Vi ansvarar inte för arbetsgivarens rekryteringsbeslut eller anställningsvillkor.`,
      ],
    },
    {
      heading: 'Annonser',
      paragraphs: [
        'Arbetsgivare ansvarar för att innehållet i deras annonser är korrekt och följer gällande lag. Vi förbehåller oss rätten att ta bort annonser som är missvisande, diskriminerande eller på annat sätt olämpliga.',
      ],
    },
    {
      heading: 'Tillåten användning',
      paragraphs: ['Du får inte:'],
      list: [
        'lämna falska eller vilseledande uppgifter,',
        'använda tjänsten för att skicka reklam eller massutskick,',
        'försöka kringgå tjänstens säkerhet eller belasta den onormalt,',
        'kopiera annonser eller uppgifter om andra användare i kommersiellt syfte.',
      ],
    },
    {
      heading: 'Ansvarsbegränsning',
      paragraphs: [
        'Vi strävar efter att tjänsten alltid ska vara tillgänglig och korrekt, men kan inte garantera att den är fri från avbrott eller fel. Vi ansvarar inte för indirekta skador som uppstår vid användning av tjänsten.',
      ],
    },
    {
      heading: 'Ändringar och tillämplig lag',
      paragraphs: [
        'Vi kan komma att uppdatera villkoren. Den senaste versionen finns alltid på denna sida. Svensk lag gäller för villkoren.',
        `Frågor om villkoren besvaras på ${contactEmail}.`,
      ],
    },
  ],
});
