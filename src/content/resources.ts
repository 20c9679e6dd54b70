// Texts of the two marketing pages: /resources (for doctors looking for work) and
// /recruitment-resources (for employers looking for doctors).

export interface Benefit {
  title: string;
  text: string;
}

export interface Step {
  title: string;
  text: string;
}

export const jobSeekerResources = {
  title: 'Resurser för läkare',
  lead: 'Allt du behöver för att hitta nästa tjänst i Sverige, Norge eller Danmark – samlat på ett ställe och gratis för dig som läkare.',
  benefitsTitle: 'Därför söker läkare jobb hos oss',
  benefits: [
    {
      title: 'Utvalda tjänster',
      text: 'Vi publicerar bara tjänster från seriösa vårdgivare, med tydlig information om ort, omfattning och villkor.',
    },
    {
      title: 'Hela Norden',
      text: 'Jobb i Sverige, Norge och Danmark på svenska, så att du enkelt kan jämföra alternativ över gränserna.',
    },
    {
      title: 'Enkel ansökan',
      text: 'Skapa en profil en gång och sök tjänster med ett personligt brev direkt i appen – även från mobilen.',
    },
    {
      title: 'Personligt stöd',
      text: 'Våra rekryterare svarar på frågor om legitimation, språkkrav och arbetsvillkor i respektive land.',
    },
  ] satisfies readonly Benefit[],
  howItWorksTitle: 'Så fungerar det',
  steps: [
    {
      title: 'Skapa ett konto',
      text: 'Registrera dig med namn, e-post och yrkesroll. Det tar bara en minut.',
    },
    {
      title: 'Hitta rätt tjänst',
      text: 'Sök bland lediga jobb och filtrera på ort, specialitet och anställningsform.',
    },
    {
      title: 'Skicka din ansökan',
      text: 'Skriv ett personligt brev och ansök direkt. Arbetsgivaren får din ansökan samma dag.',
    },
  ] satisfies readonly Step[],
  callToAction: 'Se lediga jobb',
};

export const recruitmentResources = {
  title: 'Rekrytera läkare',
  lead: 'Vi hjälper vårdgivare i hela Norden att nå legitimerade läkare – från en enstaka annons till en helt skött rekrytering.',
  benefitsTitle: 'Därför rekryterar vårdgivare med oss',
  benefits: [
    {
      title: 'Rätt målgrupp',
      text: 'Tusentals registrerade läkare i Sverige, Norge och Danmark som aktivt letar efter nya tjänster.',
    },
    {
      title: 'Kvalificerade kandidater',
      text: 'Vi går igenom ansökningarna och lyfter fram de kandidater som motsvarar era krav.',
    },
    {
      title: 'Synlighet som märks',
      text: 'Jobbannonser och banners på plats där läkare söker jobb, med statistik över visningar och klick.',
    },
    {
      title: 'Trygg process',
      text: 'Vi har koll på legitimation, språkkrav och arbetsrätt i alla tre länderna och guidar er hela vägen.',
    },
  ] satisfies readonly Benefit[],
  contactDoctorCallToAction: 'Söker du en läkare?',
  pricingCallToAction: 'Se priser',
};
