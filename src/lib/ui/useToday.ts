// Today in the visitor's browser, for a page's dates (a legal page's "last updated", the footer's
// year). The build prerenders a page once and it is read on any later day, so the build renders no
// date and hydration neither: a date there would mismatch the markup. The render right after
// hydration shows it; a page opened in the app shows it at once.
import { useIsHydrating } from './useIsHydrating';

export const useToday = (): Date | undefined => (useIsHydrating() ? undefined : new Date());
