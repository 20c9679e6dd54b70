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
        'Yrkesprofil och dokument: specialitet, legitimation, språk, tillgänglighet och de dokument du laddar upp (till exempel CV och kopia av legitimationen). Dokumenten sparas i en privat lagring som bara du och vi som förmedlar tjänsterna kommer åt.',
        'Förfrågningar från arbetsgivare: företagsnamn, kontaktperson, e-post, telefon och meddelande.',
        'Statistik över annonserna: hur många gånger varje jobbannons och banner visas, öppnas och klickas per dag och varifrån besöken kommer. Den räknas utan cookies; din IP-adress används bara i stunden, tillsammans med ett slumpvärde som raderas efter ett dygn, för att räkna unika besökare och sparas aldrig (se vår cookiepolicy).',
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
        'Kontouppgifter sparas så länge du har ett konto hos oss. Ansökningar och de dokument som skickades med dem raderas automatiskt 24 månader efter att annonsen stängdes. Dokumenten i din profil sparas tills du tar bort dem eller raderar kontot. Förfrågningar från arbetsgivare sparas i högst 24 månader efter senaste kontakt.',
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
      heading: 'Så använder du dina rättigheter',
      paragraphs: [
        'Under Min profil kan du själv rätta ditt namn, telefonnummer och din yrkesroll. Där finns också knappen "Ladda ner mina uppgifter", som ger dig en ZIP-fil med allt vi har sparat om dig: en fil (JSON) med kontots e-postadress och datum, din profil och yrkesprofil, dina ansökningar med personliga brev och bifogade dokument, dina sparade jobb och dina jobbevakningar om du har några, samt alla dokument du har laddat upp.',
        'Under Mina ansökningar ser du status för varje ansökan och kan återkalla en ansökan.',
        'Med "Radera mitt konto" under Min profil raderar du kontot efter att ha skrivit ditt lösenord. Då raderas kontot, din profil, dina dokument, dina ansökningar (även de som arbetsgivaren ser hos oss), dina sparade jobb och eventuella jobbevakningar direkt och går inte att återställa. Den kopia av ansökan som arbetsgivaren redan har fått med e-post ansvarar arbetsgivaren för. Uppgifterna tas även bort från den enhet du raderar kontot på, och du loggas ut.',
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
