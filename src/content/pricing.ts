// Prices of the employer products (spec §9). Amounts are whole SEK, excluding VAT.
import { pricingTitle } from './pageTitles';

export interface PricePlan {
  title: string;
  amountSek: number;
  periodDays: number;
  description: string;
  benefits: readonly string[];
}

export const jobAdPlan: PricePlan = {
  title: 'Jobbannons',
  amountSek: 14_900,
  periodDays: 30,
  description: 'En jobbannons som är synlig för läkare i hela Norden i 30 dagar.',
  benefits: [
    'Synlig i 30 dagar',
    'Ansökningshantering',
    'Sökstatistik',
    'Publiceras på svenska för läkare i Sverige, Norge och Danmark',
  ],
};

export const bannerPlan: PricePlan = {
  title: 'Banner',
  amountSek: 19_900,
  periodDays: 30,
  description: 'En annonsplats bredvid jobblistan där läkare letar efter sin nästa tjänst.',
  benefits: [
    'Premiumplacering',
    'Klickstatistik',
    'Länk till er egen webbplats',
    'Märks tydligt som Annons',
  ],
};

export const packageAmountSek = 34_800;

export const pricingPage = {
  title: pricingTitle,
  lead: 'Tydliga priser utan bindningstid. Alla priser anges exklusive moms.',
  perPeriod: (days: number) => `per ${days} dagar`,
  packageNote: (price: string) =>
    `Vill ni synas med både jobbannons och banner? Paketet kostar ${price} exkl. moms.`,
  formTitle: 'Begär offert',
  formLead: 'Berätta vad ni behöver så återkommer vi med en offert.',
  formPoints: ['Svar inom en arbetsdag', 'Offert anpassad efter era behov', 'Ingen bindningstid'],
};
