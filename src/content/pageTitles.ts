// Titles that a route's head() sets before the page's own code has loaded. They live apart from
// the pages' texts (requests.ts, pricing.ts) so that those stay in the pages' chunks: route
// definitions are part of every page's first load.
export const contactDoctorTitle = 'Söker du en läkare?';
export const postJobTitle = 'Publicera Jobb';
export const pricingTitle = 'Priser';
