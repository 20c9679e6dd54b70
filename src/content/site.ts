// The product name as used in page titles (the provider's legal name and e-mail come from settings).
export const siteName = 'Läkarjobb Norden';

export const pageTitle = (page: string) => `${page} | ${siteName}`;
